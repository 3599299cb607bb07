import type { MetaDescriptor } from 'react-router';
import type { PublicSettings } from '../../server/storefront-context';

/** Title, description and canonical address for one page. */
export function pageMeta(opts: { title: string; description: string; url?: string; shopName?: string }): MetaDescriptor[] {
  const title = opts.shopName ? `${opts.title} | ${opts.shopName}` : opts.title;
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: opts.description }];
  if (opts.url) meta.push({ tagName: 'link', rel: 'canonical', href: opts.url });
  return meta;
}

/** The shop settings from the root route's data, for meta functions (hooks are not available there). */
export function rootSettings(matches: readonly unknown[]): PublicSettings | undefined {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === 'root') as { loaderData?: { settings?: PublicSettings }; data?: { settings?: PublicSettings } } | undefined;
  return root?.loaderData?.settings ?? root?.data?.settings;
}

/** A page's canonical address from the shop's public base address and its path (with any query). */
export function canonical(settings: PublicSettings | undefined, path: string): string | undefined {
  return settings ? `${settings.publicBaseUrl}${path}` : undefined;
}

export const NOT_FOUND_META: MetaDescriptor[] = [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];

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
