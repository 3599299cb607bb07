// Orders are dated by the calendar in Trinidad and Tobago (UTC−4 all year), not by the server's zone.
const trinidad = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Port_of_Spain',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-11-21' */
export function orderDate(at: Date): string {
  return trinidad.format(at);
}
