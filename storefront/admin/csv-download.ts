// A CSV file the back office hands out: downloaded, never cached, named after the shop day.
export function csvDownload(name: string, csv: string): Response {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Port_of_Spain' }).format(new Date());
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
