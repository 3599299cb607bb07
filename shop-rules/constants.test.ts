// Rules that tie the business constants together, so editing one list without the other fails here.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_QUANTITY_PER_LINE,
  DEFAULT_PAYMENT_METHOD,
  MAX_QUANTITY_PER_LINE_CEILING,
  PAGE_SIZE_CHOICES,
} from './constants';
import {
  ORDER_PROGRESS,
  ORDER_STATUSES,
  ORDER_TRACK_STEPS,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  PAYMENT_RECORD_STATUSES,
  PAYMENT_STATUSES,
  RETURN_REASONS,
} from './order-constants';

describe('payment methods', () => {
  it('list every named method once, and the default is one of them', () => {
    const numbers = PAYMENT_METHODS.map((m) => m.PMNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.map(String).sort()).toEqual(Object.keys(PAYMENT_METHOD_NAMES).sort());
    for (const m of PAYMENT_METHODS) expect(m.PMName).toBe(PAYMENT_METHOD_NAMES[m.PMNo]);
    expect(numbers).toContain(DEFAULT_PAYMENT_METHOD);
  });
});

describe('status words', () => {
  it('an order moves through every status but Cancelled, and Cancelled is the only way out', () => {
    expect([...ORDER_PROGRESS, 'Cancelled'].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_PROGRESS[0]).toBe('Pending');
  });
  it('the Order Track page shows the progress after Pending, in the same order', () => {
    expect(ORDER_TRACK_STEPS).toEqual(ORDER_PROGRESS.slice(1));
  });
  it('a payment record holds every payment status but Unpaid', () => {
    expect(PAYMENT_STATUSES.filter((s) => s !== 'Unpaid')).toEqual([...PAYMENT_RECORD_STATUSES]);
  });
});

describe('return reasons', () => {
  it('have distinct numbers and names', () => {
    expect(new Set(RETURN_REASONS.map((r) => r.id)).size).toBe(RETURN_REASONS.length);
    expect(new Set(RETURN_REASONS.map((r) => r.name)).size).toBe(RETURN_REASONS.length);
  });
});

describe('limits', () => {
  it('the default cap of one order line is one the back office accepts', () => {
    expect(DEFAULT_MAX_QUANTITY_PER_LINE).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_MAX_QUANTITY_PER_LINE).toBeLessThanOrEqual(MAX_QUANTITY_PER_LINE_CEILING);
  });
  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PAGE_SIZE_CHOICES) && Object.isFrozen(PAYMENT_METHODS[0])).toBe(true);
    expect(() => (ORDER_STATUSES as unknown as string[]).push('Lost')).toThrow(TypeError);
  });
});
