import { describe, expect, it } from 'vitest';
import { formatReviewDate } from './product-reviews';

describe('a review’s date, in Trinidad’s time as en-TT writes it', () => {
  const intl = new Intl.DateTimeFormat('en-TT', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'America/Port_of_Spain',
  });

  it.each([
    '2026-11-21T03:00:00Z',
    '2026-11-21T04:00:00Z',
    '2026-09-05T12:00:00Z',
    '2026-01-01T03:59:59Z',
    '2024-02-29T15:00:00Z',
    '2026-12-31T23:00:00Z',
  ])('%s', (iso) => {
    expect(formatReviewDate(iso)).toBe(intl.format(new Date(iso)));
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatReviewDate('not a date')).toBe('');
  });

  it('matches Intl for every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1, 2) + day * 86_400_000);
      expect(formatReviewDate(date.toISOString())).toBe(intl.format(date));
    }
  });
});
