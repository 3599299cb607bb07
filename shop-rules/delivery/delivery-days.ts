// Which days a delivery area is served, and the next delivery days a shopper may choose
// (docs/product.md#delivery-areas-and-days, docs/decisions/0080). Days are the shop's calendar days
// ('2026-12-01', shop-rules/shop-time.ts); weekdays are ISO numbers, Monday 1 to Sunday 7.
import { DELIVERY_WORKING_DAYS } from '../constants';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = Object.freeze({
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
});
/** A new area is served on working days, as the delivery policy's "2 working days" counts them. */
export const WORKING_WEEKDAYS: readonly Weekday[] = Object.freeze([1, 2, 3, 4, 5]);
/** How many days the checkout offers. */
export const DELIVERY_DAYS_OFFERED = 5;
/** How far ahead a delivery day may be chosen (and the search for served days stops). */
export const DELIVERY_DAYS_HORIZON = 60;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

/** Whether a text is a real calendar day in the 'yyyy-mm-dd' spelling. */
export function isCalendarDay(day: string): boolean {
  const m = DAY.exec(day);
  if (!m) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

function dateOf(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`not a day: ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

export function weekdayOf(day: string): Weekday {
  const js = dateOf(day).getUTCDay();
  return (js === 0 ? 7 : js) as Weekday;
}

export function addDays(day: string, days: number): string {
  const d = dateOf(day);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const isWorkingDay = (day: string) => WORKING_WEEKDAYS.includes(weekdayOf(day));

/** The first day an order placed today can be delivered: after the policy's working days of processing. */
export function earliestDeliveryDay(today: string, workingDays: number = DELIVERY_WORKING_DAYS): string {
  let day = today;
  let left = workingDays;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

/** The weekdays kept in order, once each; anything else dropped. */
export function cleanWeekdays(days: readonly unknown[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/**
 * The next `count` days the area is served, from the earliest day the policy allows (or `from` when
 * later, e.g. a failed attempt's next day), within the horizon. None when the area has no weekdays.
 */
export function nextDeliveryDays(
  weekdays: readonly Weekday[],
  today: string,
  count: number = DELIVERY_DAYS_OFFERED,
  from?: string,
): string[] {
  const days: string[] = [];
  if (weekdays.length === 0) return days;
  const earliest = earliestDeliveryDay(today);
  let day = from && from > earliest ? from : earliest;
  const last = addDays(today, DELIVERY_DAYS_HORIZON);
  while (days.length < count && day <= last) {
    if (weekdays.includes(weekdayOf(day))) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/** Whether a day may be chosen for the area: served, not before the earliest day, within the horizon. */
export function deliveryDayAllowed(weekdays: readonly Weekday[], today: string, day: string): boolean {
  if (!isCalendarDay(day)) return false;
  return (
    weekdays.includes(weekdayOf(day)) &&
    day >= earliestDeliveryDay(today) &&
    day <= addDays(today, DELIVERY_DAYS_HORIZON)
  );
}

/** 'Tuesday 1 December'. */
export function dayInWords(day: string): string {
  const d = dateOf(day);
  const month = d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${WEEKDAY_NAMES[weekdayOf(day)]} ${d.getUTCDate()} ${month}`;
}

/** 'Tuesdays' or 'Monday to Friday' or 'Monday, Wednesday and Friday'. */
export function weekdaysInWords(weekdays: readonly Weekday[]): string {
  const days = cleanWeekdays(weekdays);
  if (days.length === 0) return 'no day';
  if (days.length === 1) return `${WEEKDAY_NAMES[days[0]!]}s`;
  const run = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  if (run && days.length > 2) return `${WEEKDAY_NAMES[days[0]!]} to ${WEEKDAY_NAMES[days[days.length - 1]!]}`;
  const names = days.map((d) => WEEKDAY_NAMES[d]);
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
