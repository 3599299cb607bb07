import { describe, expect, it } from 'vitest';
import {
  fullPhoneNumber,
  isCalendarDate,
  isSevenDigitMobile,
  MOBILE_DIGITS,
  PHONE_PREFIX,
  REVIEW_NAME_MAX,
  REVIEW_TEXT_MAX,
  validateOrderContact,
  validateQuantity,
  validateRegistration,
  validateReview,
} from './validation';

describe('limits', () => {
  it('are the spec numbers', () => {
    expect([MOBILE_DIGITS, REVIEW_NAME_MAX, REVIEW_TEXT_MAX, PHONE_PREFIX]).toEqual([7, 100, 1000, '+1(868)']);
    expect(fullPhoneNumber('6201234')).toBe('+1(868)6201234');
  });
});

describe('calendar dates', () => {
  it('are real days written yyyy-mm-dd; a day no calendar has is refused, never an error', () => {
    for (const good of ['2026-11-23', '2024-02-29', '0001-01-01']) expect(isCalendarDate(good), good).toBe(true);
    const bad = ['0000-00-00', '2026-02-30', '2025-02-29', '2026-13-01', '23/11/2026', '2026-1-5', '', ' 2026-11-23'];
    for (const text of bad) expect(isCalendarDate(text), text).toBe(false);
  });
});

describe('mobile', () => {
  it('is exactly 7 digits', () => {
    expect(isSevenDigitMobile('6201234')).toBe(true);
    for (const bad of ['', '620123', '62012345', '620-123', '620 1234', ' 6201234', 'abcdefg', '６２０１２３４']) {
      expect(isSevenDigitMobile(bad), bad).toBe(false);
    }
  });
});

describe('checkout and direct order', () => {
  const ok = { mobile: '6201234', name: 'Asha Ramdass', productCount: 2 };

  it('passes a complete order', () => {
    expect(validateOrderContact(ok)).toBeNull();
  });

  it('checks in the spec order: phone, mobile, name, products', () => {
    expect(validateOrderContact({ mobile: '', name: '', productCount: 0 })).toBe(
      'Phone Number is invalid. Please enter 7 digits.',
    );
    expect(validateOrderContact({ mobile: '12345', name: '', productCount: 0 })).toBe(
      'Phone Number is invalid. Please enter 7 digits.',
    );
    expect(validateOrderContact({ ...ok, name: '   ', productCount: 0 })).toBe('Customer Name is required.');
    expect(validateOrderContact({ ...ok, productCount: 0 })).toBe('No product added.');
  });
});

describe('review', () => {
  const ok = { mobile: '6201234', name: 'Asha', title: 'Great pot', comments: 'Heats evenly.', rating: 5 };

  it('passes a complete review', () => {
    expect(validateReview(ok)).toBeNull();
    expect(validateReview({ ...ok, name: 'a'.repeat(100), comments: 'b'.repeat(1000), rating: 1 })).toBeNull();
  });

  it('checks in the spec order', () => {
    const steps: [Partial<typeof ok>, string][] = [
      [{ mobile: '', name: '', title: '', comments: '', rating: 0 }, 'Phone Number is invalid. Please enter 7 digits.'],
      [{ name: '', title: '', comments: '', rating: 0 }, 'Customer Name is required.'],
      [{ name: 'a'.repeat(101), title: '', comments: '', rating: 0 }, 'Customer Name must be at most 100 characters.'],
      [{ title: ' ', comments: '', rating: 0 }, 'Title is required.'],
      [{ comments: '', rating: 0 }, 'Review  is required.'],
      [{ comments: 'b'.repeat(1001), rating: 0 }, 'Review must be at most 1000 characters.'],
      [{ rating: 0 }, 'Please choose a rating from 1 to 5 stars.'],
    ];
    for (const [change, message] of steps) {
      expect(validateReview({ ...ok, ...change })).toBe(message);
    }
    expect(validateReview({ ...ok, rating: 6 })).toBe('Please choose a rating from 1 to 5 stars.');
    expect(validateReview({ ...ok, rating: 4.5 })).toBe('Please choose a rating from 1 to 5 stars.');
  });
});

describe('registration', () => {
  const ok = {
    mobile: '6201234',
    name: 'Asha',
    password: 'mango tree',
    confirmPassword: 'mango tree',
    confirmed: true,
  };

  it('passes a complete registration', () => {
    expect(validateRegistration(ok)).toBeNull();
  });

  it('alerts in the spec order', () => {
    const steps: [Partial<typeof ok>, string][] = [
      [{ mobile: '', name: '', password: '', confirmPassword: '', confirmed: false }, 'CustomerMobile is requiered.'],
      [
        { mobile: '620123', name: '', password: '', confirmPassword: '', confirmed: false },
        'Phone Number is invalid. Please enter 7 digits.',
      ],
      [{ name: ' ', password: '', confirmPassword: '', confirmed: false }, 'CustomerName is requiered.'],
      [{ password: '', confirmPassword: '', confirmed: false }, 'Password is requiered.'],
      [{ confirmPassword: '', confirmed: false }, 'Confirm Password is requiered.'],
      [{ confirmPassword: 'mango', confirmed: false }, 'Passwords do not match.'],
      [
        { confirmed: false },
        'You need to confirm that this is your  mobile number and You agree to its use for account notifications.',
      ],
    ];
    for (const [change, message] of steps) {
      expect(validateRegistration({ ...ok, ...change })).toBe(message);
    }
  });
});

describe('quantity', () => {
  it('is a whole number of at least 1, with no maximum', () => {
    expect(validateQuantity(1)).toBeNull();
    expect(validateQuantity(10_000)).toBeNull();
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateQuantity(bad)).toBe('Quantity must be a whole number of at least 1.');
    }
  });
});
