// A variant in words, as every page, mail, invoice and CSV of the shop writes it: its colour, then its
// size, whichever it has ("Red, XL", "Red", "XL"; nothing for a product without variants).

export const variantOption = (v: { color: string | null; size: string | null }): string =>
  [v.color, v.size].filter(Boolean).join(', ');
