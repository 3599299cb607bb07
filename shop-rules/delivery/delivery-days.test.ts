import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInWords,
  deliveryDayAllowed,
  earliestDeliveryDay,
  nextDeliveryDays,
  type Weekday,
  WORKING_WEEKDAYS,
  weekdayOf,
  weekdaysInWords,
} from './delivery-days';

// 2026-11-30 is a Monday.
const MONDAY = '2026-11-30';

describe('delivery days', () => {
  it('counts two working days of processing, skipping the weekend', () => {
    expect(earliestDeliveryDay(MONDAY)).toBe('2026-12-02'); // Wednesday
    expect(earliestDeliveryDay('2026-12-03')).toBe('2026-12-07'); // Thursday → Monday
    expect(earliestDeliveryDay('2026-12-05')).toBe('2026-12-08'); // Saturday → Tuesday
  });

  it('offers a weekday area its next working days', () => {
    expect(nextDeliveryDays(WORKING_WEEKDAYS, MONDAY, 5)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ]);
  });

  it('offers a Tobago area served on Tuesdays only its Tuesdays', () => {
    // Monday: the earliest is Wednesday, so the next Tuesday is a week later.
    expect(nextDeliveryDays([2], MONDAY, 3)).toEqual(['2026-12-08', '2026-12-15', '2026-12-22']);
    // The Thursday before: earliest Monday 7 December, so Tuesday the 8th.
    expect(nextDeliveryDays([2], '2026-12-03', 1)).toEqual(['2026-12-08']);
    expect(dayInWords('2026-12-08')).toBe('Tuesday 8 December');
  });

  it('offers nothing for an area with no weekdays', () => {
    expect(nextDeliveryDays([], MONDAY)).toEqual([]);
  });

  it('starts no earlier than a later day asked for (another attempt)', () => {
    expect(nextDeliveryDays([2, 4], MONDAY, 2, '2026-12-09')).toEqual(['2026-12-10', '2026-12-15']);
  });

  it('allows only offered weekdays from the earliest day on', () => {
    expect(deliveryDayAllowed([2], MONDAY, '2026-12-08')).toBe(true);
    expect(deliveryDayAllowed([2], MONDAY, '2026-12-01')).toBe(false); // a Tuesday, too soon
    expect(deliveryDayAllowed([2], MONDAY, '2026-12-09')).toBe(false); // a Wednesday
    expect(deliveryDayAllowed([2], MONDAY, '2026-02-30')).toBe(false);
    expect(deliveryDayAllowed([2], MONDAY, '2027-06-01')).toBe(false); // past the horizon
  });

  it('names weekdays as a shopper reads them', () => {
    expect(weekdaysInWords([2])).toBe('Tuesdays');
    expect(weekdaysInWords([1, 2, 3, 4, 5])).toBe('Monday to Friday');
    expect(weekdaysInWords([5, 1, 3])).toBe('Monday, Wednesday and Friday');
  });

  const day = fc
    .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }) as fc.Arbitrary<
    Weekday[]
  >;

  it('offers only served days, in order, from the earliest, skipping none (property)', () => {
    fc.assert(
      fc.property(day, weekdays, fc.integer({ min: 1, max: 8 }), (today, served, count) => {
        const days = nextDeliveryDays(served, today, count);
        expect(days.length).toBe(count); // every weekday recurs within the horizon
        const earliest = earliestDeliveryDay(today);
        expect(days[0]! >= earliest).toBe(true);
        for (const d of days) {
          expect(served).toContain(weekdayOf(d));
          expect(deliveryDayAllowed(served, today, d)).toBe(true);
        }
        // No served day is skipped between the earliest and the last offered.
        for (let d = earliest; d <= days[days.length - 1]!; d = addDays(d, 1))
          expect(days.includes(d)).toBe(served.includes(weekdayOf(d)));
      }),
    );
  });

  it('never offers a day before two working days have passed (property)', () => {
    fc.assert(
      fc.property(day, (today) => {
        const earliest = earliestDeliveryDay(today);
        let working = 0;
        for (let d = addDays(today, 1); d <= earliest; d = addDays(d, 1))
          if (WORKING_WEEKDAYS.includes(weekdayOf(d))) working++;
        expect(working).toBe(2);
      }),
    );
  });
});
