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

/** A page title ends with the shop's name, when the root's settings are there to give it. */
export function shopTitle(title: string, matches: readonly unknown[]): string {
  const shopName = rootSettings(matches)?.shopName;
  return shopName ? `${title} | ${shopName}` : title;
}

/** A page search engines are asked to leave out (cart, checkout, account): its title and noindex. */
export function privatePageMeta(title: string, matches: readonly unknown[]): MetaDescriptor[] {
  return [{ title: shopTitle(title, matches) }, { name: 'robots', content: 'noindex' }];
}

export const NOT_FOUND_TITLE = 'Page not found';

/** A missing page's meta: the shop's name when known. */
export function notFoundMeta(matches: readonly unknown[] = []): MetaDescriptor[] {
  return privatePageMeta(NOT_FOUND_TITLE, matches);
}
