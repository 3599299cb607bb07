// schema.org Product data for search engines. The script carries the page's CSP nonce. The product
// page loads this file after its first scripts (decision 17): the server writes the data into the page.
import type { ProductDetail } from '../../server/catalogue/types';
import { useNonce } from '../lib/nonce';

export function productJsonLd(product: ProductDetail, pageUrl: string, images: string[]) {
  const inStock = product.IsSoldOut !== 1;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.ProductName,
    description: product.ProductDescription,
    image: images,
    sku: String(product.ProductNo),
    // Only a real GTIN (UPC/EAN: 8 to 14 digits); search engines reject anything else.
    ...(/^\d{8,14}$/.test(product.Barcode) ? { gtin: product.Barcode } : {}),
    ...(product.StyleName ? { brand: { '@type': 'Brand', name: product.StyleName } } : {}),
    category: product.NewCategoryName || product.ProductCategoryName,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.SalesPrice.toFixed(2),
      priceCurrency: 'TTD',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ReviewCount > 0
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: product.Rating, reviewCount: product.ReviewCount, bestRating: 5, worstRating: 1 },
          review: product.ProductReviewList.slice(0, 5).map((r) => ({
            '@type': 'Review',
            name: r.ReviewTitle,
            reviewBody: r.Comments,
            author: { '@type': 'Person', name: r.CustomerName },
            reviewRating: { '@type': 'Rating', ratingValue: r.Rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  // '<' escaped so a product text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

export default function ProductJsonLd({ product, pageUrl, images }: { product: ProductDetail; pageUrl: string; images: string[] }) {
  return <JsonLd data={productJsonLd(product, pageUrl, images)} />;
}
