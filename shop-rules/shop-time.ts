// The shop's clock: Trinidad and Tobago keeps UTC−4 all year (no daylight saving), so a time typed in a
// form ('2026-11-25T14:30', a datetime-local field) is read and shown with this one offset.
export const SHOP_UTC_OFFSET = '-04:00';
const OFFSET_MS = -4 * 3600_000;

/** The datetime-local value of a moment, in the shop's time. */
export function shopTimeValue(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}
