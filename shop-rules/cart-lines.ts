// One line per item: a basket is priced as the items it holds, however it is written. Lines naming
// the same product in the same variant are one line with their quantities added, before any price
// rule runs, so the per-line discount or a bundle price cannot be taken twice (docs/decisions/0021).
import { DEFAULT_MAX_QUANTITY_PER_LINE, MAX_QUANTITY_PER_LINE_CEILING } from './constants';

/** What names the item a line is for; a line without a ProductNo names none and is never merged. */
export interface ItemIdentity {
  ProductNo?: number | null;
  /** The variant; null, absent or 0 means the product itself. */
  ProductSKUNo?: number | null;
}

/** 'ProductNo-ProductSKUNo', 0 without a variant: lines with the same key are the same item. */
export function itemKey(line: ItemIdentity): string {
  return `${line.ProductNo}-${line.ProductSKUNo || 0}`;
}

/**
 * The lines with each item once, in the order items first appear: a later line of an item adds its
 * quantity to the first line of that item, which keeps its other fields.
 */
export function mergeLines<L extends ItemIdentity & { Quantity: number }>(lines: readonly L[]): L[] {
  const merged = new Map<unknown, L>();
  for (const line of lines) {
    const key = line.ProductNo == null ? line : itemKey(line);
    const first = merged.get(key);
    merged.set(key, first ? { ...first, Quantity: first.Quantity + line.Quantity } : line);
  }
  return [...merged.values()];
}

/** The shop's cap on units per item as a setting holds it; anything not a whole number in range gives the default. */
export function quantityCap(setting: unknown): number {
  const n = setting as number;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_QUANTITY_PER_LINE_CEILING ? n : DEFAULT_MAX_QUANTITY_PER_LINE;
}

/** The first line (after merging) holding more units than the cap, or undefined when none does. */
export function lineOverCap<L extends { Quantity: number }>(mergedLines: readonly L[], cap: number): L | undefined {
  return mergedLines.find((line) => line.Quantity > cap);
}
