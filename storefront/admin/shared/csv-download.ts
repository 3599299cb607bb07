// A CSV file the back office hands out: downloaded, never kept by any cache, named after the shop day.
import { shopDay } from '../../../shop-rules/shop-time';

export function csvDownload(name: string, csv: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${shopDay()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
