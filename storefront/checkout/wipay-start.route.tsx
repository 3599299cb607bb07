// The payment-start page: marks this browser so checkout offers card payment, then goes home.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setCardPaymentFlag } from './card-payment-flag';

export function WipayStartPage() {
  const navigate = useNavigate();
  useEffect(() => {
    setCardPaymentFlag();
    void navigate('/', { replace: true });
  }, [navigate]);
  return (
    <div className="order-result" role="status">
      <p>Redirecting…</p>
    </div>
  );
}

export const meta = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

export default WipayStartPage;
