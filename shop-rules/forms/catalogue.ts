// The product form: every product field (docs/product.md#product-fields) the shop keeps (bundle prices, discount, free
// delivery, ribbon, brand and shop), checked field by field in the back office's browser and again by the server, for
// the form and for each row of a CSV import (docs/decisions/0075).
import { z } from 'zod';
import { CSV_FILE_REQUIRED } from '../messages/backoffice';
import { MAX_LOW_STOCK_AT } from '../stock';
import { checkbox, choice, chosenFile, day, money, optionalText, percent, text, whole } from './fields';

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

/** A category's name, parent and place in the list. */
export const categorySchema = z.object({
  name: text('Category name', { max: 80, required: true }),
  parentNo: whole('Parent category', 1, MAX_ID),
  sortOrder: whole('Position', -100_000, 100_000),
});

/** A banner's title, whether it shows, and its place (its picture and products are read apart). */
export const bannerSchema = z.object({
  title: text('Title', { max: 100, required: true }),
  active: checkbox(),
  sortOrder: whole('Position', -1000, 1000),
});

/** A design section of a category page (docs/decisions/0039). */
export const designSectionSchema = z.object({
  pageNo: choice('Group', ['2', '3'] as const),
  sectionName: text('Section name', { max: 80, required: true }),
  sortOrder: whole('Position', -1000, 1000),
  categoryNo: whole('Category', 1, MAX_ID),
});

/** The products CSV to check (docs/product.md#products-csv): a file must be chosen; its rows are the server's to read. */
export const productImportSchema = z.object({ file: chosenFile(CSV_FILE_REQUIRED) });
