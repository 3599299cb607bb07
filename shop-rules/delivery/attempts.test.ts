import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  attemptLine,
  FAILURE_REASON_WORDS,
  FAILURE_REASONS,
  isFailureReason,
  MAX_ATTEMPTS,
  mayAttemptAgain,
  reasonNeedsNote,
} from './attempts';
import { countDifference, differenceWords, isDiscrepancy, reconciliationLine } from './cash-custody';

describe('attempts', () => {
  it('allows three attempts, the third failed one returns the order', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect([0, 1, 2, 3].map(mayAttemptAgain)).toEqual([true, true, true, false]);
    expect([1, 2, 3].map(afterFailedAttempt)).toEqual(['another-day', 'another-day', 'return-to-shop']);
  });

  it('has the six reasons, each in words, and only other needs a note', () => {
    expect(FAILURE_REASONS).toEqual(['not-home', 'wrong-address', 'refused', 'no-money', 'unreachable', 'other']);
    for (const r of FAILURE_REASONS) expect(FAILURE_REASON_WORDS[r]).toMatch(/\w/);
    expect(FAILURE_REASONS.filter(reasonNeedsNote)).toEqual(['other']);
    expect(isFailureReason('lost')).toBe(false);
    expect(attemptLine(2, 'Tuesday 8 December', 'not-home')).toBe(
      'Attempt 2 of 3, Tuesday 8 December: Nobody was home',
    );
  });
});

describe('cash custody', () => {
  it('marks a count that differs as a discrepancy, in words', () => {
    expect(isDiscrepancy({ recorded: 100_00, counted: 100_00 })).toBe(false);
    expect(countDifference({ recorded: 500_00, counted: 480_00 })).toBe(-20_00);
    expect(differenceWords(-20_00)).toBe('TT$20.00 short');
    expect(differenceWords(5)).toBe('TT$0.05 over');
  });

  it('reconciles what reached the bank against what was expected', () => {
    expect(
      reconciliationLine({
        day: '2026-12-01',
        driver: 'Ravi',
        expected: 1000_00,
        collected: 1000_00,
        handedOver: 980_00,
        banked: 980_00,
        card: 300_00,
      }).difference,
    ).toBe(-20_00);
  });
});
