// A product row as the API's lists show it (shop-rules/api/catalogue.ts).
import type { ProductCard } from '../../../shop-rules/api/catalogue';
import { fromCents, toCents } from '../../../shop-rules/money';

export interface ProductCardRow {
  productNo: number;
  name: string;
  description: string;
  categoryNo: number;
  categoryName: string;
  parentCategoryName: string | null;
  brand: string;
  barcode: string;
  salesPrice: string;
  salesPrice2: string | null;
  salesPrice3: string | null;
  salesPrice5: string | null;
  discountPercent: string;
  freeDelivery: boolean;
  freeDeliveryQuantity: number;
  ribbonText: string | null;
  videoFile: string | null;
  isSoldOut: boolean;
  variantCount: number;
  firstSkuNo: number | null;
  rating: string | null;
  imagePath: string | null;
  thumbnailPath: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  thumbWidth: number | null;
  thumbHeight: number | null;
}

const dollars = (v: string | null) => (v === null ? 0 : fromCents(toCents(v)));

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    ProductNo: row.productNo,
    ProductName: row.name,
    ProductDescription: row.description,
    ProductCategoryNo: row.categoryNo,
    ProductCategoryName: row.parentCategoryName ?? row.categoryName,
    NewCategoryName: row.categoryName,
    StyleName: row.brand,
    ProductStyle: row.brand,
    Barcode: row.barcode,
    SalesPrice: dollars(row.salesPrice),
    Price: dollars(row.salesPrice),
    SalesPrice2: dollars(row.salesPrice2),
    SalesPrice3: dollars(row.salesPrice3),
    SalesPrice5: dollars(row.salesPrice5),
    DiscountPercent: Number(row.discountPercent),
    FreeDelivery: row.freeDelivery ? 1 : 0,
    FreeDeliveryQuantity: row.freeDeliveryQuantity,
    RibbonText: row.ribbonText ?? '',
    Thumbnail: row.thumbnailPath ?? '',
    ImageFilePathThumbnail: row.thumbnailPath ?? '',
    ImageFilePath: row.imagePath ?? '',
    ImageWidth: row.imageWidth ?? 0,
    ImageHeight: row.imageHeight ?? 0,
    ThumbnailWidth: row.thumbWidth ?? 0,
    ThumbnailHeight: row.thumbHeight ?? 0,
    VideoFileName: row.videoFile ?? '',
    IsSoldOut: row.isSoldOut ? 1 : 0,
    ProductSKUCount: row.variantCount,
    ProductSKUNo: row.variantCount === 1 ? row.firstSkuNo : null,
    Total: 0,
    Rating: row.rating === null ? 0 : Math.round(Number(row.rating) * 10) / 10,
  };
}
