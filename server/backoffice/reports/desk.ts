// The reports area's part of the desk: the dashboard's figures and the Reports page (sales by day, week
// or month, its chart and its CSV files).
import { room } from '../shared/desk-kit';
import { dashboard } from './dashboard';
import { REPORT_TABLES, type ReportTable, reportCsv } from './report-csv';
import { salesChart } from './sales-chart';
import { readReportPeriod, salesReport } from './sales-report';

export const reportsDesk = {
  dashboard: room('dashboard', ({ db }) => ({ summary: () => dashboard(db) })),
  reports: room('reports', ({ db }) => ({
    sales: async (query: URLSearchParams) => {
      const { period, problem } = readReportPeriod(query);
      const report = await salesReport(db, period);
      const chart = salesChart(report.series, {
        title: `Paid sales by ${period.by}, ${period.from} to ${period.to}`,
        by: period.by,
      });
      return { ...report, chart, problem };
    },
    csv: async (query: URLSearchParams) => {
      const table = query.get('table') ?? '';
      if (!(REPORT_TABLES as readonly string[]).includes(table))
        throw new Response('No such report table.', { status: 404, statusText: 'Not Found' });
      return reportCsv(await salesReport(db, readReportPeriod(query).period), table as ReportTable);
    },
  })),
};
