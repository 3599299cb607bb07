import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReturnSaved } from '../../../shop-rules/api/account';
import { MY_RETURNS_PATH } from '../account-paths';
import { orderDetailPath } from '../orders/order-status';

/** Shown in place of the form once the request is saved: the RMA number to quote. */
export function ReturnReceived({
  saved,
  orderId,
  guest = false,
}: {
  saved: ReturnSaved;
  orderId: number;
  guest?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="return-received" aria-labelledby="return-received">
      <h2 id="return-received" ref={heading} tabIndex={-1} className="account-section__title">
        Return request received
      </h2>
      <p role="status">{saved.msg || `Your return request has been received. RMA number: ${saved.RmaNo}`}</p>
      <p>
        Your RMA number: <strong className="rma-number">{saved.RmaNo}</strong>
      </p>
      {guest ? (
        <div className="form-buttons">
          <Link to="/ordertrack" className="button">
            Track an order
          </Link>
          <Link to="/" className="button button--primary">
            Continue
          </Link>
        </div>
      ) : (
        <div className="form-buttons">
          {orderId ? (
            <Link to={orderDetailPath(orderId)} className="button">
              Back to the order
            </Link>
          ) : null}
          <Link to={MY_RETURNS_PATH} className="button">
            My Returns
          </Link>
          <Link to="/account" className="button button--primary">
            Continue
          </Link>
        </div>
      )}
    </section>
  );
}
