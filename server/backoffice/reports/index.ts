// Reports in the back office: what the other areas may use. The area's pages are in ./desk.ts; see
// ./README.md.
export type { SalesChart } from './sales-chart';
export type { SalesReport } from './sales-report';
export { type ReportPeriod, readReportPeriod } from './sales-report';
