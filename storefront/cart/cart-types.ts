// The cart's shapes: a cart line carries the product's price fields (so shop-rules can price it)
// and the cart line fields (docs/product.md#cart-storage).
import type { CartTotalsInDollars } from '../../shop-rules';
import type { ProductCard, ProductDetail, ProductVariant } from '../../shop-rules/api/catalogue';

export type CartProduct = ProductCard | ProductDetail;

export interface CartLine {
  ProductNo: number;
  ProductName: string;
  Barcode: string;
  ProductStyle: string;
  Quantity: number;
  SalesPrice: number;
  /** The sales price when the line was added; a later refresh compares against it. */
  Rate: number;
  SalesPrice2: number;
  SalesPrice3: number;
  SalesPrice5: number;
  DiscountPercent: number;
  Discount: number;
  DiscountAmount: number;
  FreeDelivery: number;
  FreeDeliveryQuantity: number;
  RibbonText: string;
  Color: string | null;
  Size: string | null;
  ProductSKUNo: number | null;
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
  Thumbnail: string;
  TotalAmount: number;
  NetAmount: number;
  GrandTotal: number;
  /** Set by a refresh from the catalogue; not part of the stored contract. */
  IsSoldOut?: number;
  /** The price before a refresh found a different one, in dollars. */
  PreviousPrice?: number | null;
}

export type AddResult = 'added' | 'already-in-cart' | 'sold-out' | 'needs-variant';

export interface AddOptions {
  quantity?: number;
  variant?: ProductVariant | null;
}

export interface CartApi {
  /** False until the tab's stored cart has been restored (the server always renders an empty cart). */
  ready: boolean;
  lines: CartLine[];
  totals: CartTotalsInDollars;
  /** Distinct lines (ItemQuantity), not units. */
  count: number;
  add(product: CartProduct, options?: AddOptions): AddResult;
  remove(lineKey: string): void;
  setQuantity(lineKey: string, quantity: number): void;
  clear(): void;
  deliveryCountryNo: number;
  setDeliveryCountryNo(no: number): void;
  isPickup: boolean;
  setPickup(pickup: boolean): void;
  /** Re-reads every line from the catalogue to mark sold-out lines and price changes. */
  refresh(): Promise<void>;
}

export interface CartPanelApi {
  open: boolean;
  toggle(): void;
  close(): void;
  setOpen(open: boolean): void;
  /** The element focused when the panel opened; focus goes back to it on close. */
  opener: { current: HTMLElement | null };
}
