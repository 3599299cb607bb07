import type { MetaDescriptor } from 'react-router';

/** Title, description and canonical address for one page. */
export function pageMeta(opts: { title: string; description: string; url?: string; shopName?: string }): MetaDescriptor[] {
  const title = opts.shopName ? `${opts.title} | ${opts.shopName}` : opts.title;
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: opts.description }];
  if (opts.url) meta.push({ tagName: 'link', rel: 'canonical', href: opts.url });
  return meta;
}
