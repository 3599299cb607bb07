import type { MetaDescriptor } from 'react-router';
import type { PublicSettings } from '../../shop-rules/api/settings';

/** Title, description and canonical address for one page. */
export function pageMeta(opts: {
  title: string;
  description: string;
  url?: string;
  shopName?: string;
}): MetaDescriptor[] {
  const title = opts.shopName ? `${opts.title} | ${opts.shopName}` : opts.title;
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: opts.description }];
  if (opts.url) meta.push({ tagName: 'link', rel: 'canonical', href: opts.url });
  return meta;
}

/** The shop settings from the root route's data, for meta functions (hooks are not available there). */
export function rootSettings(matches: readonly unknown[]): PublicSettings | undefined {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === 'root') as
    | { loaderData?: { settings?: PublicSettings }; data?: { settings?: PublicSettings } }
    | undefined;
  return root?.loaderData?.settings ?? root?.data?.settings;
}

/** A page's canonical address from the shop's public base address and its path (with any query). */
export function canonical(settings: PublicSettings | undefined, path: string): string | undefined {
  return settings ? `${settings.publicBaseUrl}${path}` : undefined;
}

export const NOT_FOUND_META: MetaDescriptor[] = [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
