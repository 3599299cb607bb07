// Customers in the back office: what the other areas may use (the figures the orders' customers CSV
// shares with the customer pages). The area's pages are in ./desk.ts; see ./README.md.
export { likeText, paidTotal, placedOrders } from './customer-figures';
