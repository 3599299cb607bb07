import type { ProductCard } from '../../shop-rules/api/catalogue';

/**
 * A list of products as the cards need it. Cards never show the description, and leaving it out
 * keeps the page's hydration data (which repeats every product) small on phone networks.
 */
export function forCards<T extends ProductCard>(products: T[]): T[] {
  return products.map((p) => ({ ...p, ProductDescription: '' }));
}
