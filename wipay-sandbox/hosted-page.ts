import { ADDRESS_FIELDS, type FormErrors, type FormField, type FormValues } from './card-form';
import { computeFees, fixedFeeCents } from './fees';
import { escapeHtml, page } from './html';
import { formatCents } from './money';
import { outcomeMessage, TEST_CARDS } from './outcomes';
import type { PaymentRequest } from './validation';

const LABELS: Record<FormField, string> = {
  card_type: 'Card type',
  card_number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV (3 digits)',
  name_on_card: 'Name on card',
  addr1: 'Address line 1',
  addr2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State or region (optional)',
  zipcode: 'Postal code (optional)',
  country: 'Country',
};

const ADDRESS_AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  addr1: 'address-line1',
  addr2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipcode: 'postal-code',
  country: 'country-name',
};

const CARD_NAMES = { visa: 'Visa', mastercard: 'Mastercard' } as const;

interface TextInput {
  name: FormField;
  value?: string;
  error?: string;
  autocomplete: string;
  inputmode?: 'numeric';
  maxlength: number;
  required?: boolean;
}

function textInput(input: TextInput): string {
  const id = `f-${input.name}`;
  const errorId = `${id}-error`;
  const attrs = [
    `type="text"`,
    `id="${id}"`,
    `name="${input.name}"`,
    `autocomplete="${input.autocomplete}"`,
    `maxlength="${input.maxlength}"`,
    `value="${escapeHtml(input.value ?? '')}"`,
  ];
  if (input.inputmode) attrs.push(`inputmode="${input.inputmode}"`);
  if (input.required !== false) attrs.push('required');
  if (input.error) attrs.push('aria-invalid="true"', `aria-describedby="${errorId}"`);
  const error = input.error ? `<p class="error" id="${errorId}">${escapeHtml(input.error)}</p>` : '';
  return `<label for="${id}">${LABELS[input.name]}</label>${error}<input ${attrs.join(' ')}>`;
}

function cardTypeChoice(values: FormValues, error?: string): string {
  const describedBy = error ? ' aria-describedby="f-card_type-error"' : '';
  const options = (['visa', 'mastercard'] as const).map((type, index) => {
    const checked = values.card_type === type ? ' checked' : '';
    const id = index === 0 ? ' id="f-card_type"' : '';
    return `<label><input type="radio"${id} name="card_type" value="${type}" required${checked}> ${CARD_NAMES[type]}</label>`;
  });
  const message = error ? `<p class="error" id="f-card_type-error">${escapeHtml(error)}</p>` : '';
  return `<fieldset${describedBy}><legend>${LABELS.card_type}</legend>${message}${options.join('')}</fieldset>`;
}

function feeRow(request: PaymentRequest): string {
  const { currency, feeStructure, totalCents } = request;
  const fees = computeFees(totalCents, currency, feeStructure);
  const rule = `3.5% + ${currency} ${formatCents(fixedFeeCents(currency))}`;
  const money = (cents: number) => `${currency} ${formatCents(cents)}`;
  if (feeStructure === 'customer_pay') {
    return `<dt>Processing fee (${rule}, paid by you)</dt><dd>${money(fees.customerFeeCents)}</dd>`;
  }
  if (feeStructure === 'split') {
    return `<dt>Processing fee (your half of ${money(fees.feeCents)}; ${rule})</dt><dd>${money(fees.customerFeeCents)}</dd>`;
  }
  return `<dt>Processing fee (${money(fees.feeCents)}, paid by the merchant)</dt><dd>${money(0)}</dd>`;
}

function errorSummary(errors: FormErrors): string {
  const entries = Object.entries(errors) as [FormField, string][];
  if (entries.length === 0) return '';
  const items = entries.map(([name, message]) => `<li><a href="#f-${name}">${escapeHtml(message)}</a></li>`).join('');
  return `<div class="summary" role="alert" aria-labelledby="error-title"><h2 id="error-title">There is a problem with the payment details</h2><ul>${items}</ul></div>`;
}

function testCardsHelp(): string {
  const rows = Object.entries(TEST_CARDS)
    .map(([number, outcome]) => `<li><code>${number}</code>: ${escapeHtml(outcomeMessage(outcome))}</li>`)
    .join('');
  return `<details><summary>Sandbox test cards</summary><p class="note">Any expiry and any 3-digit CVV. Other card numbers are approved.</p><ul>${rows}</ul></details>`;
}

export interface HostedPageView {
  token: string;
  request: PaymentRequest;
  values?: FormValues;
  errors?: FormErrors;
  /** The prefix the simulator is mounted under ('' when it runs on its own). */
  basePath?: string;
}

/** The hosted card page: the order, its amount and fee, and the card form (plain HTML, no script). */
export function renderHostedPage({ token, request, values = {}, errors = {}, basePath = '' }: HostedPageView): string {
  const { currency, totalCents, feeStructure, orderId, cardType, payer } = request;
  const { finalCents } = computeFees(totalCents, currency, feeStructure);
  const action = `${basePath}/plugins/payments/hosted/${encodeURIComponent(token)}`;
  const defaultName = payer.name ?? [payer.fname, payer.lname].filter(Boolean).join(' ');
  const input = (name: FormField, autocomplete: string, maxlength: number, extra: Partial<TextInput> = {}) =>
    textInput({ name, autocomplete, maxlength, value: values[name], error: errors[name], ...extra });

  const address = request.avs
    ? `<fieldset><legend>Billing address (address verification)</legend>${ADDRESS_FIELDS.map((name) =>
        input(name, ADDRESS_AUTOCOMPLETE[name], 255, {
          value: values[name] ?? payer[name],
          required: name === 'addr1' || name === 'city' || name === 'country',
        }),
      ).join('')}</fieldset>`
    : '';

  const main = `
<h1>Pay by card</h1>
${errorSummary(errors)}
<h2>Payment summary</h2>
<dl>
<dt>Order</dt><dd>${escapeHtml(orderId)}</dd>
<dt>Amount</dt><dd>${currency} ${formatCents(totalCents)}</dd>
${feeRow(request)}
${cardType ? `<dt>Card type</dt><dd>${CARD_NAMES[cardType]}</dd>` : ''}
<dt class="total">Total to pay</dt><dd class="total">${currency} ${formatCents(finalCents)}</dd>
</dl>
<h2>Card details</h2>
<form method="post" action="${escapeHtml(action)}">
${cardType ? '' : cardTypeChoice(values, errors.card_type)}
${input('card_number', 'cc-number', 23, { inputmode: 'numeric' })}
${input('expiry', 'cc-exp', 7)}
${input('cvv', 'cc-csc', 3, { inputmode: 'numeric', value: '' })}
${input('name_on_card', 'cc-name', 100, { value: values.name_on_card ?? defaultName })}
${address}
<div class="actions">
<button type="submit">Pay</button>
<a href="${escapeHtml(action)}/cancel">Cancel</a>
</div>
</form>
${testCardsHelp()}`;
  return page(`Pay ${currency} ${formatCents(finalCents)} for order ${orderId}`, main);
}

/** The page for unknown, expired or already used tokens. */
export function renderNotFoundPage(): string {
  return page(
    'Payment page not found',
    `
<h1>Payment page not found</h1>
<p>This payment link is not valid, has expired or has already been used. No payment was taken.</p>
<p>Go back to the shop and start the payment again.</p>`,
  );
}
