// A product page's head, worked out on the server: its tags for social sites and its schema.org data
// for rich results. The page's script never carries them (decision 17, fourth pass).
import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '../../shop-rules/api/catalogue';
import type { PublicSettings } from '../../shop-rules/api/settings';
import { REVIEWS_SHOWN, STAR_COUNT } from '../../shop-rules/constants';
import { formatTT, toCents } from '../../shop-rules/money';
import { galleryMedia } from '../components/product/product-gallery';
import { absoluteUrl, mediaUrl } from './media';
import { canonical, pageMeta } from './seo';
import { productPath } from './shop-links';

/** The product page's meta tags and its schema.org Product data as JSON ('<' escaped for a script element). */
export function productHead(p: ProductDetail, settings: PublicSettings): { meta: MetaDescriptor[]; jsonLd: string } {
  const url = canonical(settings, productPath(p.ProductNo))!;
  const description = summary(`${formatTT(toCents(p.SalesPrice))}. ${p.ProductDescription}`);
  const image = absoluteUrl(settings.publicBaseUrl, mediaUrl(settings.mediaBaseUrl, p.ImageFilePath || p.Thumbnail));
  const images = galleryMedia(p).flatMap((m) =>
    m.kind === 'image'
      ? [absoluteUrl(settings.publicBaseUrl, mediaUrl(settings.mediaBaseUrl, m.image.ImageFilePath))]
      : [],
  );
  return {
    meta: [
      ...pageMeta({ title: p.ProductName, shopName: settings.shopName, description, url }),
      ...socialMeta({
        title: p.ProductName,
        description,
        url,
        image,
        siteName: settings.shopName,
        price: p.SalesPrice,
      }),
    ],
    // '<' escaped so a product text can never close the script element.
    jsonLd: JSON.stringify(productJsonLd(p, url, images)).replace(/</g, '\\u003c'),
  };
}

/** Open Graph and Twitter card tags for a page that shares well (products). */
export function socialMeta(opts: {
  title: string;
  description: string;
  url: string;
  image: string;
  siteName: string;
  price?: number;
}): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { property: 'og:type', content: opts.price === undefined ? 'website' : 'product' },
    { property: 'og:site_name', content: opts.siteName },
    { property: 'og:title', content: opts.title },
    { property: 'og:description', content: opts.description },
    { property: 'og:url', content: opts.url },
    { property: 'og:image', content: opts.image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: opts.title },
    { name: 'twitter:description', content: opts.description },
    { name: 'twitter:image', content: opts.image },
  ];
  if (opts.price !== undefined) {
    meta.push(
      { property: 'product:price:amount', content: opts.price.toFixed(2) },
      { property: 'product:price:currency', content: 'TTD' },
    );
    meta.push(
      { property: 'og:price:amount', content: opts.price.toFixed(2) },
      { property: 'og:price:currency', content: 'TTD' },
    );
  }
  return meta;
}

/** A description for a meta tag: plain text, one line, at most about 160 characters. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

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
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.Rating,
            reviewCount: product.ReviewCount,
            bestRating: STAR_COUNT,
            worstRating: 1,
          },
          review: product.ProductReviewList.slice(0, REVIEWS_SHOWN).map((r) => ({
            '@type': 'Review',
            name: r.ReviewTitle,
            reviewBody: r.Comments,
            author: { '@type': 'Person', name: r.CustomerName },
            reviewRating: { '@type': 'Rating', ratingValue: r.Rating, bestRating: STAR_COUNT, worstRating: 1 },
          })),
        }
      : {}),
  };
}
