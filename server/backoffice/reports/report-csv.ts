// Each table of the Reports page as a CSV file (docs/product.md#reports): the same figures, amounts
// as 1299.00 so a spreadsheet adds them up to the cent.
import { centsToDecimal } from '../../../shop-rules/money';
import { toCsv } from '../shared/csv-file';
import type { SalesReport } from './sales-report';

export const REPORT_TABLES = ['sales', 'products', 'categories', 'methods', 'refunds'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const amount = centsToDecimal;

export function reportCsv(report: SalesReport, table: ReportTable): string {
  switch (table) {
    case 'sales':
      return toCsv(
        ['Period', 'PaidOrders', 'PaidSales', 'Refunded', 'Net'],
        report.series.map((r) => [r.bucket, String(r.orders), amount(r.sales), amount(r.refunded), amount(r.net)]),
      );
    case 'products':
      return toCsv(
        ['ProductNo', 'Product', 'Units', 'Sales', 'Cost', 'Margin'],
        report.byProduct.map((r) => [
          String(r.productNo),
          r.name,
          String(r.units),
          amount(r.sales),
          amount(r.cost),
          amount(r.margin),
        ]),
      );
    case 'categories':
      return toCsv(
        ['CategoryNo', 'Category', 'Units', 'Sales', 'Cost', 'Margin'],
        report.byCategory.map((r) => [
          String(r.categoryNo),
          r.name,
          String(r.units),
          amount(r.sales),
          amount(r.cost),
          amount(r.margin),
        ]),
      );
    case 'methods':
      return toCsv(
        ['PaymentMethod', 'OrdersPlaced', 'PlacedTotal', 'PaidOrders', 'PaidTotal'],
        report.byMethod.map((r) => [
          r.name,
          String(r.placed),
          amount(r.placedTotal),
          String(r.paid),
          amount(r.paidTotal),
        ]),
      );
    case 'refunds':
      return toCsv(
        ['RefundNo', 'Date', 'OrderNo', 'ReturnNo', 'Method', 'Amount', 'Reason', 'Staff'],
        report.refunds.map((r) => [
          String(r.refundNo),
          r.day,
          String(r.orderNo),
          r.rmaNo === null ? '' : String(r.rmaNo),
          r.methodName,
          amount(r.amount),
          r.reason,
          r.staffName,
        ]),
      );
  }
}
