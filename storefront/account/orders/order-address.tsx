import { fullPhoneNumber } from '../../../shop-rules';
import type { OrderAddress as Address } from '../../../shop-rules/api/account';

export function OrderAddress({ address }: { address: Address }) {
  return (
    <address className="order-address">
      {address.Name}
      <br />
      {address.Address}
      {address.City ? (
        <>
          <br />
          {address.City}
        </>
      ) : null}
      <br />
      {address.Island}
      <br />
      {fullPhoneNumber(address.Mobile)}
      {address.Email ? (
        <>
          <br />
          {address.Email}
        </>
      ) : null}
    </address>
  );
}
