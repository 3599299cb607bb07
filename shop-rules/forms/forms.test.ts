// The forms' shared schemas give the messages both sides show, on the fields they belong to.
import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED, NEW_PASSWORD_SAME } from '../messages/account';
import {
  CSV_FILE_REQUIRED,
  PASSWORD_RULE,
  REFUSAL_NEEDS_COMMENT,
  RESET_EMAIL_REQUIRED,
  TICK_AN_ORDER,
  TWO_STEP_CODE_REQUIRED,
} from '../messages/backoffice';
import { AMOUNT_REQUIRED, DATES_ORDER } from '../messages/discounts';
import { CUSTOMER_NAME_REQUIRED, NO_PRODUCT_ADDED, PASSWORDS_DO_NOT_MATCH, PHONE_INVALID } from '../messages/forms';
import { PHONE_ORDER_PRODUCT_INVALID } from '../messages/orders';
import { QUANTITY_INVALID } from '../messages/shop';
import { changePasswordSchema, profileSchema, trackLookupSchema } from './account';
import { handOverSchema } from './cash';
import { productImportSchema } from './catalogue';
import { NO_ORDER_FOR_RUN, newRunSchema } from './delivery';
import { discountCodeSchema } from './discounts';
import { checkFields, fieldMessages, formMessage } from './fields';
import { bulkMoveSchema, orderEditSchema, phoneOrderSchema, transferSchema } from './orders';
import { returnDecisionSchema } from './returns';
import { shopSettingsSchema } from './settings';
import { newStaffSchema, resetRequestSchema, signInCodeSchema } from './staff';
import { NO_STOCK_CHANGE, stockAdjustSchema } from './stock';

const messages = (schema: Parameters<typeof checkFields>[0], form: Record<string, unknown>) => {
  const result = checkFields(schema, form);
  return result.success ? {} : fieldMessages(result.error.issues);
};

describe('the forms shared by the browser and the server', () => {
  it('a discount code: an amount code needs its amount, and the last day comes after the first', () => {
    expect(
      messages(discountCodeSchema, { code: 'save10', kind: 'amount', startsOn: '2026-03-05', endsOn: '2026-03-01' }),
    ).toEqual({ amountOff: AMOUNT_REQUIRED, endsOn: DATES_ORDER });
    const ok = checkFields(discountCodeSchema, { code: 'save10', kind: 'percent', percent: '12.5 %', active: 'on' });
    expect(ok.success && ok.data).toMatchObject({ code: 'SAVE10', percent: 1250, active: true, amountOff: null });
  });

  it('a new staff member: each wrong field has its own message, and the form one line for all', () => {
    const fields = messages(newStaffSchema, { email: 'not an address', name: '', role: 'boss', password: 'short' });
    expect(Object.keys(fields)).toEqual(['email', 'name', 'role', 'password']);
    expect(fields.password).toBe(PASSWORD_RULE);
    expect(formMessage(fields)).toBe('Please correct the 4 marked fields.');
  });

  it('the settings: money as typed becomes cents, a field left out counts as blank', () => {
    const result = checkFields(shopSettingsSchema, { freightTrinidad: 'TT$1,299.50' });
    expect(result.success).toBe(false);
    const fields = result.success ? {} : fieldMessages(result.error.issues);
    expect(fields.freightTrinidad).toBeUndefined();
    expect(fields.shopName).toBe('Shop name is required.');
  });

  it('change password: the current one first, the same password refused, the copy must match', () => {
    expect(
      messages(changePasswordSchema, { current: '', password: 'long enough 1', confirm: 'long enough 1' }),
    ).toEqual({
      current: CURRENT_PASSWORD_REQUIRED,
    });
    expect(
      messages(changePasswordSchema, { current: 'same one here', password: 'same one here', confirm: 'x' }),
    ).toEqual({
      password: NEW_PASSWORD_SAME,
      confirm: PASSWORDS_DO_NOT_MATCH,
    });
    expect(
      messages(changePasswordSchema, { current: 'old password', password: 'new password', confirm: 'new password' }),
    ).toEqual({});
  });

  it('the order desk: a transfer needs its amount and reference, an edit its quantities up to the most a line holds', () => {
    expect(Object.keys(messages(transferSchema, { amount: 'twelve', reference: '' }))).toEqual(['amount', 'reference']);
    const edit = orderEditSchema([7, 9], 10);
    expect(messages(edit, { 'quantity-7': '11', 'quantity-9': '0', 'add-product': 'Tawa' })).toEqual({
      'quantity-7': 'Quantity must be a whole number from 0 to 10.',
      'add-product': expect.any(String),
    });
    const ok = checkFields(edit, { 'quantity-7': '2', 'quantity-9': '0', 'add-product': '12/3 Tawa, red' });
    expect(ok.success && ok.data).toMatchObject({ 'quantity-7': 2, 'add-product': { productNo: 12, skuNo: 3 } });
    expect(messages(bulkMoveSchema, { status: 'Processed' })).toEqual({ order: TICK_AN_ORDER });
    // The browser's check reads several ticked boxes as a list.
    expect(checkFields(bulkMoveSchema, { status: 'Processed', order: ['84', '85'] }).success).toBe(true);
  });

  it('a return refused needs a comment; approved with a refund, a right amount', () => {
    expect(messages(returnDecisionSchema, { decision: 'Refused' })).toEqual({ comment: REFUSAL_NEEDS_COMMENT });
    expect(
      Object.keys(messages(returnDecisionSchema, { decision: 'Approved', refund: 'on', amount: 'x', method: 'cash' })),
    ).toEqual(['amount']);
    // A refusal leaves the refund's fields aside.
    expect(messages(returnDecisionSchema, { decision: 'Refused', comment: 'No', refund: 'on', amount: 'x' })).toEqual(
      {},
    );
  });

  it('the account forms name every wrong field at once, and read a telephone however it is typed', () => {
    expect(
      Object.keys(messages(profileSchema, { FirstName: '', LastName: 'Joseph', Email: 'x@', Telephone: '12' })),
    ).toEqual(['FirstName', 'Email', 'Telephone']);
    const ok = checkFields(profileSchema, {
      FirstName: ' Asha ',
      LastName: 'Ali',
      Email: '',
      Telephone: '+1 (868) 765-4321',
    });
    expect(ok.success && ok.data).toEqual({ firstName: 'Asha', lastName: 'Ali', email: '', telephone: '7654321' });
    expect(Object.keys(messages(trackLookupSchema, { OrderId: 'abc', Mobile: '' }))).toEqual(['OrderId', 'Mobile']);
  });

  it('the staff forms of one field: a blank address or code is named, a file must be chosen and not empty', () => {
    expect(messages(resetRequestSchema, { email: '  ' })).toEqual({ email: RESET_EMAIL_REQUIRED });
    expect(messages(resetRequestSchema, { email: 'anyone@example.test' })).toEqual({});
    expect(messages(signInCodeSchema, {})).toEqual({ code: TWO_STEP_CODE_REQUIRED });
    expect(messages(productImportSchema, {})).toEqual({ file: CSV_FILE_REQUIRED });
    expect(messages(productImportSchema, { file: new File([], '') })).toEqual({ file: CSV_FILE_REQUIRED });
    const csv = new File(['ProductNo,Stock\r\n1,5\r\n'], 'stock.csv', { type: 'text/csv' });
    const ok = checkFields(productImportSchema, { file: csv });
    expect(ok.success && ok.data.file.name).toBe('stock.csv');
  });

  it('a stock change of 0 and a hand-over without a driver are refused', () => {
    expect(messages(stockAdjustSchema, { change: '0', note: 'count' })).toEqual({ change: NO_STOCK_CHANGE });
    expect(Object.keys(messages(handOverSchema, { counted: '10' }))).toEqual(['driver']);
  });

  it('a new run needs an order ticked and a driver chosen, named by number', () => {
    expect(messages(newRunSchema, { day: '2026-12-01' })).toEqual({
      order: NO_ORDER_FOR_RUN,
      driver: 'Driver is required.',
    });
    expect(Object.keys(messages(newRunSchema, { order: '12', driver: 'Bob' }))).toEqual(['driver']);
    expect(messages(newRunSchema, { order: '12', driver: '3' })).toEqual({});
  });

  it('a phone order: every wrong field of the customer and of each row at once, a product needed', () => {
    const schema = phoneOrderSchema(3);
    expect(messages(schema, { mobile: '12345', name: ' ', email: 'not-mail' })).toEqual({
      mobile: PHONE_INVALID,
      name: CUSTOMER_NAME_REQUIRED,
      email: expect.any(String),
      'product-1': NO_PRODUCT_ADDED,
    });
    const customer = { mobile: '7531234', name: 'Ravi' };
    expect(messages(schema, { ...customer, 'product-2': 'a lamp', 'quantity-3': 'two' })).toEqual({
      'product-2': PHONE_ORDER_PRODUCT_INVALID,
      'product-3': PHONE_ORDER_PRODUCT_INVALID,
      'quantity-3': QUANTITY_INVALID,
    });
    // A blank quantity is one; a product chosen from the list is '123' or '123/45' and its name.
    expect(messages(schema, { ...customer, 'product-1': '12/3 Carnival Shirt (Red, M)', 'product-2': '7' })).toEqual(
      {},
    );
    expect(messages(schema, { ...customer, 'product-1': '12', 'quantity-1': '0' })).toEqual({
      'quantity-1': QUANTITY_INVALID,
    });
  });
});
