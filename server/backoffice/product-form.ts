// The product form: every product field (docs/product.md#product-fields) the shop keeps (bundle prices, discount, free
// delivery, ribbon, brand and shop), checked field by field.
import { z } from 'zod';
import { MAX_LOW_STOCK_AT } from '../../shop-rules/stock';
import { checkbox, day, money, optionalText, percent, text, whole } from './form-fields';

const MAX_ID = 2_147_483_647;

export const productSchema = z.object({
  name: text('Product name', { max: 200, required: true }),
  description: text('Description', { max: 5000 }),
  categoryNo: whole('Category', 1, MAX_ID, { required: true }),
  brand: text('Brand', { max: 100 }),
  shopNo: whole('Shop', 1, MAX_ID),
  barcode: text('Barcode (UPC)', { max: 50 }),
  sku: text('Stock code (SKU)', { max: 50 }),
  salesPrice: money('Sales price', { required: true, positive: true }),
  purchasePrice: money('Purchase price'),
  salesPrice2: money('Price for 2'),
  salesPrice3: money('Price for 3'),
  salesPrice5: money('Price for 5'),
  discountPercent: percent('Discount percent'),
  freeDelivery: checkbox(),
  freeDeliveryQuantity: whole('Free delivery from quantity', 0, 999),
  ribbonText: optionalText('Ribbon text', 40),
  stock: whole('Stock', 0, 9_999_999),
  // Blank: the shop's level from the settings (decision 0037).
  lowStockAt: whole('Low stock at', 0, MAX_LOW_STOCK_AT),
  isSoldOut: checkbox(),
  isActive: checkbox(),
  arrivalDate: day('Arrival date'),
  countryOfOrigin: optionalText('Country of origin', 60),
  sortOrder: whole('Position', -1_000_000, 1_000_000),
  removeVideo: checkbox(),
});

export type ProductFields = z.infer<typeof productSchema>;
