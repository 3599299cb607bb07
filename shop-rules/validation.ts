import {
  CONFIRM_MOBILE_USE,
  CONFIRM_PASSWORD_REQUIRED,
  CUSTOMER_MOBILE_REQUIRED,
  CUSTOMER_NAME_REQUIRED,
  CUSTOMER_NAME_TOO_LONG,
  NO_PRODUCT_ADDED,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_INVALID,
  RATING_INVALID,
  REGISTER_MOBILE_REQUIRED,
  REGISTER_NAME_REQUIRED,
  REVIEW_REQUIRED,
  REVIEW_TOO_LONG,
  TITLE_REQUIRED,
} from './messages/forms';
import { QUANTITY_INVALID } from './messages/shop';

/** The local number after the fixed +1(868) prefix. */
export const MOBILE_DIGITS = 7;
export const PHONE_PREFIX = '+1(868)';
export const REVIEW_NAME_MAX = 100;
export const REVIEW_TEXT_MAX = 1000;
/** The review form's title; the server refuses a longer one (messages/catalogue.ts). */
export const REVIEW_TITLE_MAX = 200;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A validator's answer: the first failing message, or null when everything passes. */
export type ValidationResult = string | null;

const SEVEN_DIGITS = new RegExp(`^[0-9]{${MOBILE_DIGITS}}$`);

export function isSevenDigitMobile(mobile: string): boolean {
  return SEVEN_DIGITS.test(mobile);
}

/**
 * A typed phone number as the shop keeps it: the 7 local digits. '123-4567', '123 4567' and
 * '+1 (868) 123-4567' all give '1234567'; anything else gives null.
 */
export function localPhoneDigits(text: string): string | null {
  let digits = text.replace(/[\s().+-]/g, '');
  if (digits.length === 11 && digits.startsWith('1868')) digits = digits.slice(4);
  return isSevenDigitMobile(digits) ? digits : null;
}

/** A real calendar day written yyyy-mm-dd ('2026-02-30' and '0000-00-00' are not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** '+1(868)1234567', for display and for mail. */
export function fullPhoneNumber(mobile: string): string {
  return PHONE_PREFIX + mobile;
}

function isBlank(text: string | null | undefined): boolean {
  return (text ?? '').trim() === '';
}

// Lengths count UTF-16 code units, as the form inputs' maxlength does, so both sides agree.
function isLongerThan(text: string, max: number): boolean {
  return text.length > max;
}

export interface OrderContact {
  mobile: string;
  name: string;
  productCount: number;
}

/**
 * Checkout and direct order, in the spec's order. The 7-digit check comes first, so an empty
 * mobile gets the phone message; the 'required' message stays for fidelity with the spec.
 */
export function validateOrderContact({ mobile, name, productCount }: OrderContact): ValidationResult {
  if (!isSevenDigitMobile(mobile)) return PHONE_INVALID;
  if (isBlank(mobile)) return CUSTOMER_MOBILE_REQUIRED;
  if (isBlank(name)) return CUSTOMER_NAME_REQUIRED;
  if (!(productCount > 0)) return NO_PRODUCT_ADDED;
  return null;
}

export interface ReviewInput {
  mobile: string;
  name: string;
  title: string;
  comments: string;
  rating: number;
}

/**
 * The review form, in the spec's listing order: phone 7 digits, mobile required, name required,
 * name length, title required, review text required, review length; the rating (not listed in
 * the spec's rules) is checked last.
 */
export function validateReview({ mobile, name, title, comments, rating }: ReviewInput): ValidationResult {
  if (!isSevenDigitMobile(mobile)) return PHONE_INVALID;
  if (isBlank(mobile)) return CUSTOMER_MOBILE_REQUIRED;
  if (isBlank(name)) return CUSTOMER_NAME_REQUIRED;
  if (isLongerThan(name, REVIEW_NAME_MAX)) return CUSTOMER_NAME_TOO_LONG;
  if (isBlank(title)) return TITLE_REQUIRED;
  if (isBlank(comments)) return REVIEW_REQUIRED;
  if (isLongerThan(comments, REVIEW_TEXT_MAX)) return REVIEW_TOO_LONG;
  if (!isValidRating(rating)) return RATING_INVALID;
  return null;
}

export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
}

export interface RegistrationInput {
  mobile: string;
  name: string;
  password: string;
  confirmPassword: string;
  /** The 'this is my mobile number' checkbox. */
  confirmed: boolean;
}

/**
 * The registration alerts in the spec's listed order. The 7-digit check sits right after
 * 'mobile required', so an empty mobile keeps the registration form's own wording.
 * Passwords are not trimmed: spaces are legitimate password characters.
 */
export function validateRegistration(input: RegistrationInput): ValidationResult {
  if (isBlank(input.mobile)) return REGISTER_MOBILE_REQUIRED;
  if (!isSevenDigitMobile(input.mobile)) return PHONE_INVALID;
  if (isBlank(input.name)) return REGISTER_NAME_REQUIRED;
  if (input.password === '') return PASSWORD_REQUIRED;
  if (input.confirmPassword === '') return CONFIRM_PASSWORD_REQUIRED;
  if (input.password !== input.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (!input.confirmed) return CONFIRM_MOBILE_USE;
  return null;
}

/** Cart quantities: a whole number of at least 1, no maximum. */
export function validateQuantity(quantity: number): ValidationResult {
  return Number.isSafeInteger(quantity) && quantity >= 1 ? null : QUANTITY_INVALID;
}
