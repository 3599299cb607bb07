// Turning a product (card or detail, with an optional variant) into a cart line.
import type { ProductVariant } from '../../shop-rules/api/catalogue';
import { itemKey } from '../../shop-rules/cart-lines';
import type { CartLine, CartProduct } from './cart-types';

/** A line is one product in one variant: same ProductNo and ProductSKUNo means the same line (the shop rules' item). */
export const lineKey: (line: { ProductNo: number; ProductSKUNo?: number | null }) => string = itemKey;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

export function lineFromProduct(product: CartProduct, quantity = 1, variant: ProductVariant | null = null): CartLine {
  return {
    ProductNo: product.ProductNo,
    ProductName: product.ProductName,
    Barcode: product.Barcode,
    ProductStyle: product.ProductStyle,
    Quantity: quantity,
    SalesPrice: num(product.SalesPrice),
    Rate: num(product.SalesPrice),
    SalesPrice2: num(product.SalesPrice2),
    SalesPrice3: num(product.SalesPrice3),
    SalesPrice5: num(product.SalesPrice5),
    DiscountPercent: num(product.DiscountPercent),
    Discount: 0,
    DiscountAmount: 0,
    FreeDelivery: num(product.FreeDelivery),
    FreeDeliveryQuantity: num(product.FreeDeliveryQuantity),
    RibbonText: product.RibbonText ?? '',
    Color: variant?.Color ?? null,
    Size: variant?.Size ?? null,
    ProductSKUNo: variant?.ProductSKUNo ?? product.ProductSKUNo ?? null,
    ImageFilePath: product.ImageFilePath,
    ImageFilePathThumbnail: product.ImageFilePathThumbnail,
    Thumbnail: product.Thumbnail,
    TotalAmount: 0,
    NetAmount: 0,
    GrandTotal: 0,
    IsSoldOut: 0,
  };
}

/** 'Red / XL', or '' when the line has no variant details. */
export function variantLabel(line: Pick<CartLine, 'Color' | 'Size'>): string {
  return [line.Color, line.Size].filter(Boolean).join(' / ');
}

/** True when a refresh found the price different from the one the line was added at. */
export function priceChanged(line: Pick<CartLine, 'Rate' | 'SalesPrice'>): boolean {
  return line.Rate !== line.SalesPrice;
}
