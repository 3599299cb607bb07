// The products an answer shows, recorded while it is made for the cache, so a change to one product
// drops only the answers that show it, and whether it is a list a changed product may enter
// (docs/decisions/0061, 0067). Every product the catalogue answers with,
// alone or in a list, carries its ProductNo (shop-rules/api/catalogue.ts): a page's products are those
// of the catalogue calls its loaders made, an API answer's those its JSON names.

const MAX_DEPTH = 8;

/** Adds every ProductNo found in value (objects and arrays, a few levels deep) to into. */
export function collectProductNumbers(value: unknown, into: Set<number>, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectProductNumbers(item, into, depth + 1);
    return;
  }
  for (const [name, inner] of Object.entries(value)) {
    if (name === 'ProductNo' && typeof inner === 'number') into.add(inner);
    else if (inner !== null && typeof inner === 'object') collectProductNumbers(inner, into, depth + 1);
  }
}

const PRODUCT_NO_IN_JSON = /"ProductNo":(\d+)/g;

/** The ProductNo of every product a JSON answer names (as JSON.stringify writes it). */
export function productNumbersInJson(json: string, into: Set<number>): void {
  for (const match of json.matchAll(PRODUCT_NO_IN_JSON)) into.add(Number(match[1]));
}

type AnyFunction = (...args: never[]) => unknown;

/**
 * The catalogue service's calls whose answer is no list chosen by a query (one product, or no
 * product at all). Any other call makes the page a list, which a product change may add to
 * (docs/decisions/0067): a new list call is a list until it is named here.
 */
const NOT_LISTS = new Set(['product', 'cities', 'pickupPoints', 'shop', 'banners', 'categoryTree', 'saveReview']);

/** What a page made for the cache shows, filled in by its loaders' calls. */
export interface ShownByPage {
  products: Set<number>;
  list: boolean;
}

/**
 * The same service whose every answer (or promised answer) also adds its products to `into`, and
 * whose list calls mark it a list: what the loaders of a page made for the cache are given (server/app.ts).
 */
export function recordingProducts<T extends object>(service: T, shown: ShownByPage): T {
  const into = shown.products;
  const recording: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(service)) {
    if (typeof member !== 'function') {
      recording[name] = member;
      continue;
    }
    const list = !NOT_LISTS.has(name);
    recording[name] = (...args: never[]) => {
      if (list) shown.list = true;
      const answer = (member as AnyFunction)(...args);
      if (answer instanceof Promise)
        return answer.then((value: unknown) => {
          collectProductNumbers(value, into);
          return value;
        });
      collectProductNumbers(answer, into);
      return answer;
    };
  }
  return recording as T;
}
