// The catalogue's answers in the documented API's shapes: PascalCase fields, prices in TT dollars
// as numbers, media paths relative to the media base address. The JSON API and the storefront's
// loaders both return these; the storefront reads them.

/** A product as lists show it. */
export interface ProductCard {
  ProductNo: number;
  ProductName: string;
  ProductDescription: string;
  ProductCategoryNo: number;
  ProductCategoryName: string;
  NewCategoryName: string;
  StyleName: string;
  ProductStyle: string;
  Barcode: string;
  SalesPrice: number;
  Price: number;
  SalesPrice2: number;
  SalesPrice3: number;
  SalesPrice5: number;
  DiscountPercent: number;
  FreeDelivery: number;
  FreeDeliveryQuantity: number;
  RibbonText: string;
  Thumbnail: string;
  ImageFilePathThumbnail: string;
  ImageFilePath: string;
  ImageWidth: number;
  ImageHeight: number;
  ThumbnailWidth: number;
  ThumbnailHeight: number;
  VideoFileName: string;
  IsSoldOut: number;
  ProductSKUCount: number;
  /** The one variant's number when the product has exactly one, else null. */
  ProductSKUNo: number | null;
  Total: number;
  Rating: number;
}

export interface ProductImage {
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
  Width: number;
  Height: number;
  ThumbnailWidth: number;
  ThumbnailHeight: number;
}

export interface ProductVariant {
  ProductSKUNo: number;
  Color: string | null;
  Size: string | null;
  Stock: number;
  IsSoldOut: number;
}

export interface ProductReview {
  CustomerName: string;
  Rating: number;
  ReviewTitle: string;
  Comments: string;
  DateAdded: string;
}

export interface ProductDetail extends ProductCard {
  ProductImageList: ProductImage[];
  ProductSKUList: ProductVariant[];
  ProductReviewList: ProductReview[];
  ReviewCount: number;
  Stock: number;
  CountryOfOrigin: string;
}

export interface Category {
  ProductCategoryNo: number;
  ProductCategoryName: string;
  SubCategories: Category[];
}

export interface City {
  ODeliverCityNo: number;
  ODeliverCityName: string;
  Island: 'Trinidad' | 'Tobago';
}

export interface DesignPage {
  NewArrivalList: ProductCard[];
  Sections: { SectionName: string; Products: ProductCard[] }[];
}

export interface SubCategorySummary {
  ProductCategoryNo: number;
  ProductCategoryName: string;
  /** Active products in the subcategory and below it. */
  ProductCount: number;
}

/** GET /api/Product/GetProducts: a category page's products with what its filters need. */
export interface CategoryProducts {
  ProductCategoryNo: number;
  ProductCategoryName: string;
  ProductList: ProductCard[];
  /** Products matching the filters, over all pages. */
  TotalCount: number;
  /** The category's real price range in TT$, whatever the filters, for the price slider. */
  PriceRangeMin: number;
  PriceRangeMax: number;
  SubCategories: SubCategorySummary[];
}

export interface Banner {
  BannerNo: number;
  Title: string;
  ImageFilePath: string;
}

export interface Shop {
  ShopNo: number;
  ShopName: string;
}

/** A shop the staff marked as a pickup point: offered at checkout with its address and phone. */
export interface PickupPoint extends Shop {
  Address: string;
  Phone: string;
}

export interface SitemapEntries {
  Products: { ProductNo: number; UpdatedAt: string }[];
  Categories: { ProductCategoryNo: number }[];
}
