// The shop's words have one owner each: no text is written under two names, so changing a wording
// changes it everywhere it shows.
import { describe, expect, it } from 'vitest';
import * as cardPayment from './card-payment';
import * as account from './messages/account';
import * as backoffice from './messages/backoffice';
import * as catalogue from './messages/catalogue';
import * as forms from './messages/forms';
import * as orders from './messages/orders';
import * as payments from './messages/payments';
import * as shop from './messages/shop';
import * as wishlist from './messages/wishlist';

const files = { account, backoffice, catalogue, forms, orders, payments, shop, wishlist, cardPayment };

/** Every text with the names it is written under. */
function namesByText(): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  const add = (text: string, name: string) => byText.set(text, [...(byText.get(text) ?? []), name]);
  for (const [file, exports] of Object.entries(files)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'string' && !name.endsWith('_PATH')) add(value, `${file}.${name}`);
    }
  }
  for (const [reason, text] of Object.entries(cardPayment.CARD_RETURN_REASONS)) add(text, `cardPayment.${reason}`);
  return byText;
}

describe('the shop’s words', () => {
  it('are each written once, under one name', () => {
    const twice = [...namesByText()].filter(([, names]) => names.length > 1);
    // An alias that is meant (payments' word for a late card payment is the return page's reason).
    const meant = twice.filter(([, names]) => !names.includes('payments.PAID_AFTER_CANCELLATION'));
    expect(meant).toEqual([]);
  });

  it('prefix a server failure with Error:, as the shop shows it', () => {
    expect(shop.errorNotice('Out of stock')).toBe('Error: Out of stock');
  });
});
