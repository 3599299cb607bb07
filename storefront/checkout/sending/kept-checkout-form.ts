// The checkout form as the shopper left it, kept in the tab (like the cart) so that a reload or a
// dropped connection never empties it (docs/decisions/0055); forgotten once the order is placed.
const KEY = 'checkoutForm';

export interface KeptCheckoutForm {
  mobile: string;
  name: string;
  email: string;
  address: string;
  cityNo: number;
  remarks: string;
  pmNo: number;
  pointNo: number | null;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function keptCheckoutForm(): Partial<KeptCheckoutForm> {
  try {
    const kept = JSON.parse(session()?.getItem(KEY) ?? '{}') as Partial<KeptCheckoutForm>;
    return kept && typeof kept === 'object' ? kept : {};
  } catch {
    return {};
  }
}

export function keepCheckoutForm(form: KeptCheckoutForm) {
  try {
    session()?.setItem(KEY, JSON.stringify(form));
  } catch {
    // storage full or blocked: the form still works, it is only not kept
  }
}

export function forgetCheckoutForm() {
  session()?.removeItem(KEY);
}
