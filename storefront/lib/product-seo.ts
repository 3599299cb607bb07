// Tags for pages that are shared on social sites and shown as rich results: product pages.
import type { MetaDescriptor } from 'react-router';

/** Open Graph and Twitter card tags for a page that shares well (products). */
export function socialMeta(opts: { title: string; description: string; url: string; image: string; siteName: string; price?: number }): MetaDescriptor[] {
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
    meta.push({ property: 'product:price:amount', content: opts.price.toFixed(2) }, { property: 'product:price:currency', content: 'TTD' });
    meta.push({ property: 'og:price:amount', content: opts.price.toFixed(2) }, { property: 'og:price:currency', content: 'TTD' });
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
