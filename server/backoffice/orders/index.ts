// Orders in the back office: what the other areas may use. The area's pages are in ./desk.ts; see
// ./README.md.
export type { OrderChangeDeps } from './order-changes';
export { confirmBankTransfer, orderChangeDeps, recordCashCollected } from './order-changes';
export type { OrderFilters } from './order-filters';
export type { OrderPage } from './order-page';
