import { describe, expect, it } from 'vitest';
import { PHONE_INVALID, QUANTITY_INVALID, SELECT_OPTION_FIRST } from '../../../shop-rules';
import { ADDRESS_REQUIRED, CITY_REQUIRED, EMAIL_INVALID } from '../checkout-messages';
import { addressLine, fullName, placeOrderErrors } from './validate-place-order';

const ok = {
  mobile: '7654321',
  firstName: 'Ann',
  lastName: 'Lee',
  email: '',
  address1: '1 Road',
  address2: '',
  zipCode: '',
  cityNo: 4,
  quantity: 1,
};

describe('the place-order page fields', () => {
  it('passes a complete form', () => {
    expect(placeOrderErrors(ok, false)).toEqual({});
  });
  it('marks every failing field, in the form order', () => {
    const errors = placeOrderErrors(
      { ...ok, mobile: '12', firstName: ' ', email: 'x@', address1: '', cityNo: 0, quantity: 0 },
      true,
    );
    expect(Object.keys(errors)).toEqual(['mobile', 'firstName', 'email', 'address1', 'cityNo', 'variant', 'quantity']);
    expect(errors).toMatchObject({
      mobile: PHONE_INVALID,
      email: EMAIL_INVALID,
      address1: ADDRESS_REQUIRED,
      cityNo: CITY_REQUIRED,
      variant: SELECT_OPTION_FIRST,
      quantity: QUANTITY_INVALID,
    });
  });
  it('joins names and address parts, skipping blanks', () => {
    expect(fullName({ firstName: ' Ann ', lastName: '' })).toBe('Ann');
    expect(addressLine({ address1: '1 Road', address2: ' ', zipCode: '110101' })).toBe('1 Road, 110101');
  });
});
