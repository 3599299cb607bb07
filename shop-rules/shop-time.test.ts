import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, shopDay, shopHour, shopTimeValue } from './shop-time';

const tt = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe("the shop's clock", () => {
  it('turns the day at 04:00 UTC, midnight in Trinidad', () => {
    expect(shopDay(new Date('2026-11-26T03:59:59Z'))).toBe('2026-11-25');
    expect(shopDay(new Date('2026-11-26T04:00:00Z'))).toBe('2026-11-26');
    expect(shopHour(new Date('2026-11-26T11:00:00Z'))).toBe(7);
    expect(shopTimeValue(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-25T14:30');
  });

  it('agrees with the time-zone database every hour of a year (Trinidad has no summer time)', () => {
    for (let h = 0; h < 366 * 24; h += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + h * 3600_000);
      expect(shopDay(at)).toBe(tt.format(at));
    }
  });

  it('dates today when no moment is given', () => {
    expect(shopDay()).toBe(tt.format(new Date()));
  });
});
