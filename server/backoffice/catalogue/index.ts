// The catalogue in the back office: what the other areas may use (product numbers as staff type them,
// for discount codes). The area's pages are in ./desk.ts; see ./README.md.
export { readProductNumbers } from './product-numbers';
