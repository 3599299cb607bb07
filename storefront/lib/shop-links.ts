// Where the shell's links lead (docs/product.md#app-shell): a category-bar entry searches by category name
// (the bar's list: shop-rules/category-bar.ts). The menu panel's departments and the home page's category
// banners live with the parts that draw them.

/** A path segment for a search text; '/' in 'Sofa / Couch Set' must not split the path. */
const segment = (text: string) => encodeURIComponent(text.trim());

export const searchPath = (text: string) => `/search/${segment(text)}`;
export const categorySearchPath = (name: string) => `/csearch/${segment(name)}`;
export const productPath = (productNo: number) => `/productdetails/${productNo}`;
export const categoryPath = (categoryNo: number) => `/category/${categoryNo}`;
