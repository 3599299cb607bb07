// Shapes of the demo catalogue produced by the generators in seed/.
// These are pure data: scripts/seed.ts (through seed-demo.ts) and seed/insert*.ts turn them into database rows.

export interface SeedCategory {
  slug: string;
  name: string;
  children: SeedCategory[];
}

export interface SeedVariant {
  sku: string;
  color: string | null;
  size: string | null;
  stock: number;
}

export interface SeedReview {
  customerName: string;
  customerMobile: string /* 7 digits */;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  comments: string;
  createdAt: string /* ISO */;
}

export interface SeedProduct {
  slug: string; // unique, url-safe
  name: string;
  description: string;
  categorySlug: string; // a LEAF (sub)category slug
  brand: string; // brand / shop name shown as ProductStyle/StyleName
  barcode: string; // 12-digit UPC-A with a valid check digit, unique
  sku: string; // unique
  price: string; // SalesPrice in TT$, '1299.00' format (2 decimals)
  purchasePrice: string; // cost, below price
  salesPrice2: string | null;
  salesPrice3: string | null;
  salesPrice5: string | null; // bundle totals for 2,3,5 units, cheaper than n × price
  discountPercent: number; // 0, or e.g. 5, 10, 15
  freeDelivery: boolean;
  freeDeliveryQuantity: number; // 0 or 1 = none; >1 = free delivery from that quantity
  ribbonText: string | null; // e.g. 'New', 'Hot Deal', 'Divali Special', 'Best Seller'
  stock: number; // product-level stock; with variants it is the sum of the variants' stock
  isSoldOut: boolean; // sold out products have stock 0 and all variants 0
  arrivalDate: string; // 'YYYY-MM-DD', spread over 2026
  imageCount: number; // 1–4
  videoFile: string | null; // file name under media/videos/, e.g. 'tabla-demo.mp4'
  variants: SeedVariant[]; // [] or 2–5 colour/size variants, each with own stock
  reviews: SeedReview[];
  countryOfOrigin?: string; // 'India', 'China', 'USA', 'Trinidad and Tobago' …
  /** Top-level category slug of categorySlug (convenience; always set by demoProducts). */
  topCategorySlug?: string;
  /** True for the products that open the catalogue (home page, first page). */
  featured?: boolean;
  /** Marks best sellers for the Best Sellers carousel (always set by demoProducts). */
  bestSeller?: boolean;
}

export interface SeedCity {
  name: string;
  island: 'Trinidad' | 'Tobago';
}

export interface SeedShop {
  shopNo: number;
  name: string;
  address: string;
  phone: string;
  /** Offered at checkout for pickup. */
  pickupPoint?: boolean;
}

export interface SeedBanner {
  bannerNo: number;
  title: string;
  productSlugs: string[];
  /** Short line printed under the title on the banner image. */
  subtitle?: string;
}

export interface SeedDesignSection {
  pageNo: 2 | 3;
  sectionName: string;
  /** The department the section belongs to: its pages and its subcategories' pages show it. */
  categorySlug: string;
  productSlugs: string[];
}
