import type { MetaDescriptor } from 'react-router';
import { rootSettings } from '../lib/seo';

/** A private page's title; search engines are asked to leave it out. */
export function accountMeta(title: string, matches: readonly unknown[]): MetaDescriptor[] {
  const shopName = rootSettings(matches)?.shopName;
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
}
