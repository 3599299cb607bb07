import type { MetaDescriptor } from 'react-router';
import { privatePageMeta } from '../lib/seo';

/** A private page's title; search engines are asked to leave it out. */
export function accountMeta(title: string, matches: readonly unknown[]): MetaDescriptor[] {
  return privatePageMeta(title, matches);
}
