// Stock in the back office: what the other areas may use (which products count as low, for the
// catalogue's filter and the dashboard). The area's pages are in ./desk.ts; see ./README.md.
export { lowStockList, stockFilterCondition } from './low-stock';
export { LOW_STOCK_MAIL_EVERY_MS, LOW_STOCK_MAIL_JOB, sendLowStockMail } from './low-stock-mail';
