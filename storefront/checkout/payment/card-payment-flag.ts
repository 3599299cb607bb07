// The card option is offered when the shop's gateway setting is on, or when this browser went
// through the payment-start page, which leaves a timestamp under this key (docs/product.md#card-payment-with-wipay).
export const WIPAY_ENABLED_KEY = 'wipayEnabled';

export function hasCardPaymentFlag(): boolean {
  try {
    return localStorage.getItem(WIPAY_ENABLED_KEY) !== null;
  } catch {
    return false;
  }
}

export function setCardPaymentFlag(now: Date = new Date()): void {
  try {
    localStorage.setItem(WIPAY_ENABLED_KEY, String(now.getTime()));
  } catch {
    // blocked storage: the card option simply stays off
  }
}
