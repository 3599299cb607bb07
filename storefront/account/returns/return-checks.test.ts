import { describe, expect, it } from 'vitest';
import { returnRequestSchema } from '../../../shop-rules/forms/account';
import { schemaErrors } from '../field-errors';
import type { ReturnField, ReturnFields } from './return-checks';

const returnErrors = (form: ReturnFields) => schemaErrors<ReturnField>(returnRequestSchema, form);

const filled: ReturnFields = {
  firstname: 'Asha',
  lastname: 'Ramlogan',
  email: 'asha@example.test',
  telephone: '7654321',
  order_id: '12',
  date_ordered: '2026-11-20',
  product: 'Stainless Steel Tawa',
  model: '8901234567890',
  quantity: '1',
  return_reason_id: '1',
  opened: '0',
  details: '',
  agree: true,
};

describe('the product return form checks (the schema the API checks too)', () => {
  it('passes a complete form', () => {
    expect(returnErrors(filled)).toEqual({});
  });

  it('names every problem at its field at once', () => {
    const errors = returnErrors({
      ...filled,
      firstname: ' ',
      email: 'asha@',
      telephone: '12',
      order_id: 'abc',
      date_ordered: '2026-02-30',
      quantity: '0',
      return_reason_id: '',
      agree: false,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'agree',
      'date_ordered',
      'email',
      'firstname',
      'order_id',
      'quantity',
      'return_reason_id',
      'telephone',
    ]);
    expect(errors.firstname).toBe('First Name is required.');
    expect(errors.agree).toBe('You must agree to the Terms & Conditions.');
  });

  it('asks for details only for Faulty and Other', () => {
    expect(returnErrors({ ...filled, return_reason_id: '4' }).details).toBe(
      'Please supply details of the fault or the reason for return.',
    );
    expect(returnErrors({ ...filled, return_reason_id: '5' }).details).toBeDefined();
    expect(returnErrors({ ...filled, return_reason_id: '2' }).details).toBeUndefined();
  });

  it('takes the telephone as typed, as the API does, and refuses other digits', () => {
    expect(returnErrors({ ...filled, telephone: '+1 (868) 765-4321' }).telephone).toBeUndefined();
    expect(returnErrors({ ...filled, telephone: '765-43210' }).telephone).toBe(
      'Phone Number is invalid. Please enter 7 digits.',
    );
  });
});
