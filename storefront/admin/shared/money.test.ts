import { describe, expect, it } from 'vitest';
import { moneyInput } from './money';

describe('an amount in a back-office input box', () => {
  it('keeps the minus sign of amounts between 0 and -1 dollar', () => {
    expect(moneyInput(-50)).toBe('-0.50');
    expect(moneyInput(-1)).toBe('-0.01');
  });
  it('writes cents as dollars with two decimals, and nothing for no amount', () => {
    expect(moneyInput(129950)).toBe('1299.50');
    expect(moneyInput(0)).toBe('0.00');
    expect(moneyInput(null)).toBe('');
  });
});
