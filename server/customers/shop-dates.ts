// Dates as shoppers in Trinidad and Tobago read them (UTC−4 all year), plus the exact instant.
const trinidadDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Port_of_Spain',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-11-21': the calendar day in Trinidad. */
export function shopDate(at: Date): string {
  return trinidadDate.format(at);
}
