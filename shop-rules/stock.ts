// Stock words both sides share (docs/product.md#stock-history): why a stock figure moved, and when a
// product or variant counts as low (docs/decisions/0037).

/** Why stock moved; every change of a stock figure is recorded with one of these. */
export const STOCK_REASONS = [
  'order',
  'cancel',
  'card-expired',
  'return-restock',
  'manual',
  'import',
  'order-edit',
  'product-form',
  'returned-to-shop',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** How the back office names each reason in a product's stock history. */
export const STOCK_REASON_LABELS: Readonly<Record<StockReason, string>> = {
  order: 'Order placed',
  cancel: 'Order cancelled',
  'card-expired': 'Card order not paid in time',
  'return-restock': 'Return put back in stock',
  manual: 'Adjusted by hand',
  import: 'CSV import',
  'order-edit': 'Order changed by the staff',
  'product-form': 'Set on the product form',
  'returned-to-shop': 'Back from delivery after the last attempt',
};

/** The shop's low-stock level until the owner sets one (a product may have its own). */
export const DEFAULT_LOW_STOCK_AT = 5;
export const MAX_LOW_STOCK_AT = 100_000;

/** The level that applies to a product: its own, else the shop's. */
export function lowStockLevel(own: number | null | undefined, shopDefault: number): number {
  return own ?? shopDefault;
}

/** Stock at or below the level is low; none left counts as low too. */
export function isLowStock(stock: number, level: number): boolean {
  return stock <= level;
}

/** The product list's stock filter. */
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
