// Products for the cart's unit tests, in the catalogue's card shape.
import type { ProductCard, ProductDetail, ProductVariant } from '../../shop-rules/api/catalogue';

export function cardProduct(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    ProductNo: 101,
    ProductName: 'Demo Blender',
    ProductDescription: '',
    ProductCategoryNo: 1,
    ProductCategoryName: 'Kitchen',
    NewCategoryName: 'Kitchen',
    StyleName: 'DemoBrand',
    ProductStyle: 'DemoBrand',
    Barcode: '0000000101',
    SalesPrice: 100,
    Price: 100,
    SalesPrice2: 180,
    SalesPrice3: 0,
    SalesPrice5: 0,
    DiscountPercent: 0,
    FreeDelivery: 0,
    FreeDeliveryQuantity: 0,
    RibbonText: '',
    Thumbnail: 't/101.webp',
    ImageFilePathThumbnail: 't/101.webp',
    ImageFilePath: 'i/101.webp',
    ImageWidth: 800,
    ImageHeight: 800,
    ThumbnailWidth: 320,
    ThumbnailHeight: 320,
    VideoFileName: '',
    IsSoldOut: 0,
    ProductSKUCount: 1,
    ProductSKUNo: 1001,
    Total: 0,
    Rating: 0,
    ...overrides,
  };
}

export function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return { ProductSKUNo: 2001, Color: 'Red', Size: 'M', Stock: 5, IsSoldOut: 0, ...overrides };
}

export function detailProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...cardProduct(),
    ProductImageList: [],
    ProductSKUList: [],
    ProductReviewList: [],
    ReviewCount: 0,
    Stock: 5,
    CountryOfOrigin: 'Trinidad and Tobago',
    ...overrides,
  };
}
