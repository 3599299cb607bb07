import type { FeeStructure } from './fees';
import { CENTS_PER_USD, type Currency, centsToAmount, parseAmountToCents } from './money';

export type CountryCode = 'TT' | 'BB' | 'JM';
export type CardType = 'visa' | 'mastercard';

export const PAYER_FIELDS = [
  'name',
  'email',
  'phone',
  'addr1',
  'addr2',
  'city',
  'country',
  'state',
  'zipcode',
  'fname',
  'lname',
] as const;
export type PayerField = (typeof PAYER_FIELDS)[number];
export type Payer = Partial<Record<PayerField, string>>;

/** A validated request for a hosted payment page. */
export interface PaymentRequest {
  accountNumber: string;
  countryCode: CountryCode;
  currency: Currency;
  environment: 'sandbox';
  feeStructure: FeeStructure;
  method: 'credit_card';
  orderId: string;
  origin: string;
  responseUrl: string;
  /** The total exactly as sent (2 decimals); the hash is computed over this text. */
  total: string;
  totalCents: number;
  avs: boolean;
  cardType?: CardType;
  data?: string;
  payer: Payer;
  version?: string;
}

export type ValidationResult =
  | { ok: true; value: PaymentRequest }
  | {
      ok: false;
      status: number;
      message: string;
      /** Parts that were valid, used to build the error answer. */
      responseUrl?: string;
      accountNumber?: string;
      orderId?: string;
    };

class RequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const ACCOUNT = /^\d{10}$/;
const ORDER_ID = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,46}[A-Za-z0-9])?$/;
const ORIGIN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,30}[A-Za-z0-9])?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_PAYER_LENGTH = 255;
const MAX_DATA_LENGTH = 1024;
const MAX_VERSION_LENGTH = 32;

type Body = Record<string, unknown>;

/** Reads one field as trimmed text; undefined when absent or empty. */
function text(body: Body, field: string): string | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) throw new RequestError(`${field} must be given once.`);
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw new RequestError(`${field} must be text.`);
  }
  const value = String(raw).trim();
  return value === '' ? undefined : value;
}

function required(body: Body, field: string): string {
  const value = text(body, field);
  if (value === undefined) throw new RequestError(`${field} is required.`);
  return value;
}

function oneOf<T extends string>(body: Body, field: string, allowed: readonly T[], message: string): T {
  const value = required(body, field);
  if (!(allowed as readonly string[]).includes(value)) throw new RequestError(message);
  return value as T;
}

/** A response_url that can receive the answer, or undefined. */
export function usableResponseUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value.length === 0 || value.length > 255) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return value;
}

function parse(body: Body, accounts: Record<string, string>): PaymentRequest {
  const accountNumber = required(body, 'account_number');
  if (!ACCOUNT.test(accountNumber)) throw new RequestError('account_number must be 10 digits.');
  if (!Object.hasOwn(accounts, accountNumber)) {
    throw new RequestError('account_number is not a known WiPay account.', 401);
  }

  const countryCode = oneOf<CountryCode>(
    body,
    'country_code',
    ['TT', 'BB', 'JM'],
    'country_code must be TT, BB or JM.',
  );
  const currency = oneOf<Currency>(
    body,
    'currency',
    ['TTD', 'USD', 'JMD'],
    countryCode === 'JM' ? 'currency must be TTD, USD or JMD.' : 'currency must be TTD or USD.',
  );
  if (currency === 'JMD' && countryCode !== 'JM') {
    throw new RequestError('currency JMD is accepted only with country_code JM.');
  }

  const environment = oneOf(body, 'environment', ['sandbox', 'live'], 'environment must be sandbox or live.');
  if (environment === 'live') {
    throw new RequestError(
      'This is the WiPay sandbox simulator: it cannot process live payments. Send environment=sandbox.',
    );
  }

  const feeStructure = oneOf<FeeStructure>(
    body,
    'fee_structure',
    ['customer_pay', 'merchant_absorb', 'split'],
    'fee_structure must be customer_pay, merchant_absorb or split.',
  );
  const method = oneOf(body, 'method', ['credit_card'], 'method must be credit_card.') as 'credit_card';

  const orderId = required(body, 'order_id');
  if (!ORDER_ID.test(orderId)) {
    throw new RequestError(
      "order_id must be 1 to 48 letters, digits, '-' or '_', beginning and ending with a letter or digit.",
    );
  }
  const origin = required(body, 'origin');
  if (!ORIGIN.test(origin)) {
    throw new RequestError(
      "origin must be 1 to 32 letters, digits, '-' or '_', beginning and ending with a letter or digit.",
    );
  }

  const responseUrl = required(body, 'response_url');
  if (responseUrl.length > 255) throw new RequestError('response_url must be at most 255 characters.');
  if (!usableResponseUrl(responseUrl)) throw new RequestError('response_url must be an absolute http or https URL.');

  const total = required(body, 'total');
  const totalCents = parseAmountToCents(total);
  if (totalCents === null)
    throw new RequestError('total must be a decimal number with exactly 2 decimal places, e.g. 100.00.');
  const minimum = CENTS_PER_USD[currency];
  if (totalCents < minimum) {
    throw new RequestError(
      `total must be at least ${centsToAmount(minimum)} ${currency} (the equivalent of 1.00 USD).`,
    );
  }

  const avs = text(body, 'avs');
  if (avs !== undefined && avs !== '0' && avs !== '1') throw new RequestError('avs must be 0 or 1.');
  const cardType = text(body, 'card_type');
  if (cardType !== undefined && cardType !== 'visa' && cardType !== 'mastercard') {
    throw new RequestError('card_type must be visa or mastercard.');
  }

  const data = text(body, 'data');
  if (data !== undefined && data.length > MAX_DATA_LENGTH) {
    throw new RequestError(`data must be at most ${MAX_DATA_LENGTH} characters.`);
  }
  const payer: Payer = {};
  for (const field of PAYER_FIELDS) {
    const value = text(body, field);
    if (value === undefined) continue;
    if (value.length > MAX_PAYER_LENGTH)
      throw new RequestError(`${field} must be at most ${MAX_PAYER_LENGTH} characters.`);
    if (field === 'email' && !EMAIL.test(value)) throw new RequestError('email must be a valid e-mail address.');
    payer[field] = value;
  }
  const version = text(body, 'version');
  if (version !== undefined && version.length > MAX_VERSION_LENGTH) {
    throw new RequestError(`version must be at most ${MAX_VERSION_LENGTH} characters.`);
  }

  return {
    accountNumber,
    countryCode,
    currency,
    environment: 'sandbox',
    feeStructure,
    method,
    orderId,
    origin,
    responseUrl,
    total,
    totalCents,
    avs: avs === '1',
    cardType: cardType as CardType | undefined,
    data,
    payer,
    version,
  };
}

/** Validates every documented parameter of a hosted page request; the first problem is reported. */
export function validatePaymentRequest(body: unknown, accounts: Record<string, string>): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      status: 400,
      message: 'The request body must be form fields (application/x-www-form-urlencoded) or a JSON object.',
    };
  }
  const fields = body as Body;
  try {
    return { ok: true, value: parse(fields, accounts) };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const accountNumber =
      typeof fields.account_number === 'string' && ACCOUNT.test(fields.account_number.trim())
        ? fields.account_number.trim()
        : undefined;
    const orderId =
      typeof fields.order_id === 'string' && ORDER_ID.test(fields.order_id.trim()) ? fields.order_id.trim() : undefined;
    return {
      ok: false,
      status: error.status,
      message: error.message,
      responseUrl: usableResponseUrl(fields.response_url),
      accountNumber,
      orderId,
    };
  }
}
