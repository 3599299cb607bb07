// Login, Register or Guest (Guest by default); once logged in, the customer's details instead.
import { useId, useState } from 'react';
import { fullPhoneNumber } from '../../../shop-rules';
import type { CustomerApi } from '../../account';

type LoginType = 'login' | 'register' | 'guest';

export function LoginChoice({ session }: { session: CustomerApi }) {
  const [type, setType] = useState<LoginType>('guest');
  const name = useId();
  const { customer } = session;

  if (customer) {
    return (
      <section className="checkout-section" aria-labelledby={`${name}-details`}>
        <h2 className="checkout-section__title" id={`${name}-details`}>
          Customer Details
        </h2>
        <dl className="customer-details">
          <div>
            <dt>Mobile</dt>
            <dd>{customer.Mobile ? fullPhoneNumber(customer.Mobile) : ''}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{customer.LoginName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{customer.EmailID}</dd>
          </div>
        </dl>
      </section>
    );
  }

  const choose = (next: LoginType) => {
    setType(next);
    if (next === 'login') session.openLogin();
    if (next === 'register') session.openRegister();
  };
  const choices = [
    ['login', 'Login'],
    ['register', 'Register'],
    ['guest', 'Guest'],
  ] as const;
  return (
    <section className="checkout-section">
      <fieldset className="choice-group">
        <legend className="checkout-section__title">Login or Register</legend>
        {choices.map(([value, label]) => (
          <label key={value} className="choice">
            <input type="radio" name={name} value={value} checked={type === value} onChange={() => choose(value)} />
            {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
