// The product form's schema is shared with the browser: shop-rules/forms/catalogue.ts (docs/decisions/0075).
export { type ProductFields, productSchema } from '../../../shop-rules/forms/catalogue';
