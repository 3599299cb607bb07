// The shop's clock: Trinidad and Tobago keeps UTC−4 all year (Atlantic Standard Time, no daylight
// saving), so one fixed offset gives the shop's day and hour on the server, in the browser and in SQL
// alike, without the time-zone database (whose data costs a phone about a tenth of a second to load).
// Orders, discount codes, reports, CSV file names and the daily stock mail are all dated by `shopDay`.
export const SHOP_UTC_OFFSET = '-04:00';
export const SHOP_UTC_OFFSET_HOURS = -4;
/** For the Intl formatters that write a moment with its time (the back office's lists). */
export const SHOP_TIME_ZONE = 'America/Port_of_Spain';
const OFFSET_MS = SHOP_UTC_OFFSET_HOURS * 3600_000;

/** A Date whose UTC fields read as the shop's wall clock at `at` (for year, month, day, hour). */
export function shopWallClock(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

/** The shop's calendar day of a moment, '2026-11-25'; today when no moment is given. */
export function shopDay(at: Date = new Date()): string {
  return shopWallClock(at).toISOString().slice(0, 10);
}

/** The shop's hour of the day (0–23) at a moment. */
export function shopHour(at: Date): number {
  return shopWallClock(at).getUTCHours();
}

/** The datetime-local value of a moment, in the shop's time: '2026-11-25T14:30'. */
export function shopTimeValue(at: Date): string {
  return shopWallClock(at).toISOString().slice(0, 16);
}
