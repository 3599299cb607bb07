// Delivery in the back office: what the other areas may use (an order's attempts on its page). The
// area's pages are in ./desk.ts; see ./README.md.
export { orderRoadForStaff } from './order-road';
