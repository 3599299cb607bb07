import type { CardType } from './validation';

/** The fields of the hosted card form, in display order. */
export const CARD_FIELDS = ['card_type', 'card_number', 'expiry', 'cvv', 'name_on_card'] as const;
export const ADDRESS_FIELDS = ['addr1', 'addr2', 'city', 'state', 'zipcode', 'country'] as const;
export type FormField = (typeof CARD_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number];

export type FormValues = Partial<Record<FormField, string>>;
export type FormErrors = Partial<Record<FormField, string>>;

export interface CardPayment {
  cardNumber: string;
  cardType: CardType;
  expiry: string;
  nameOnCard: string;
  address?: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;
}

export type CardFormResult = { ok: true; value: CardPayment } | { ok: false; errors: FormErrors; values: FormValues };

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;
const REQUIRED_ADDRESS = new Set(['addr1', 'city', 'country']);

function field(body: Record<string, unknown>, name: string): string {
  const raw = body[name];
  return typeof raw === 'string' ? raw.trim() : '';
}

/**
 * Checks the hosted form. `presetCardType` is the request's card_type (no choice shown);
 * `avs` asks for the billing address.
 */
export function readCardForm(body: unknown, presetCardType: CardType | undefined, avs: boolean): CardFormResult {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values: FormValues = {};
  const errors: FormErrors = {};

  const cardType = presetCardType ?? field(fields, 'card_type');
  values.card_type = cardType;
  if (cardType !== 'visa' && cardType !== 'mastercard') errors.card_type = 'Choose the card type: Visa or Mastercard.';

  const cardNumber = field(fields, 'card_number').replace(/[\s-]/g, '');
  values.card_number = field(fields, 'card_number');
  if (!/^\d{13,19}$/.test(cardNumber)) errors.card_number = 'Enter the card number: 13 to 19 digits.';

  const expiryMatch = EXPIRY.exec(field(fields, 'expiry'));
  values.expiry = field(fields, 'expiry');
  if (!expiryMatch) errors.expiry = 'Enter the expiry date as MM/YY, for example 08/29.';

  if (!/^\d{3}$/.test(field(fields, 'cvv'))) errors.cvv = 'Enter the 3-digit CVV from the back of the card.';

  const nameOnCard = field(fields, 'name_on_card');
  values.name_on_card = nameOnCard;
  if (nameOnCard.length === 0) errors.name_on_card = 'Enter the name as printed on the card.';
  else if (nameOnCard.length > 100) errors.name_on_card = 'The name on card must be at most 100 characters.';

  let address: CardPayment['address'];
  if (avs) {
    address = {};
    for (const name of ADDRESS_FIELDS) {
      const value = field(fields, name);
      values[name] = value;
      if (value.length > 255) errors[name] = 'This field must be at most 255 characters.';
      else if (value === '' && REQUIRED_ADDRESS.has(name))
        errors[name] = 'This field is required for address verification.';
      else if (value !== '') address[name] = value;
    }
  }

  if (Object.keys(errors).length > 0 || !expiryMatch) return { ok: false, errors, values };
  return {
    ok: true,
    value: {
      cardNumber,
      cardType: cardType as CardType,
      expiry: `${expiryMatch[1]}/${expiryMatch[2]}`,
      nameOnCard,
      address,
    },
  };
}
