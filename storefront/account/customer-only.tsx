// Account pages are for a logged-in customer (spec point 6). A guest is asked to log in, here, and
// stays on the page: once logged in, the page shows.
import { useEffect, useRef, type ReactNode } from 'react';
import { Loader } from '../components/loading-overlay';
import { useCustomer } from './customer-session';

export function CustomerOnly({ children }: { children: ReactNode }) {
  const { ready, customer, openLogin } = useCustomer();
  const asked = useRef(false);
  const hadCustomer = useRef(false);

  useEffect(() => {
    if (customer) hadCustomer.current = true;
  }, [customer]);

  useEffect(() => {
    // After a logout on this page the shopper is on the way elsewhere: no dialog for them.
    if (!ready || customer || asked.current || hadCustomer.current) return;
    asked.current = true;
    openLogin();
  }, [ready, customer, openLogin]);

  if (!ready) return <Loader label="Loading your account" />;
  if (!customer) return <LoginPrompt />;
  return <>{children}</>;
}

function LoginPrompt() {
  const { openLogin, openRegister } = useCustomer();
  return (
    <div className="login-prompt">
      <p>Please log in to see this page. New here? Register in a minute with your mobile number.</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={openLogin}>
          Login
        </button>
        <button type="button" className="button" onClick={openRegister}>
          Register
        </button>
      </div>
    </div>
  );
}
