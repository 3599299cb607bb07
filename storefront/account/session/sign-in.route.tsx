// /login and /register: the same dialogs over a simple page; after success the shopper goes on to
// redirectTo (an account page that asked them to log in, say).
import { useEffect, useRef } from 'react';
import { useMatches, useNavigate, useSearchParams } from 'react-router';
import { accountMeta } from '../account-meta';
import type { Route } from './+types/sign-in.route';
import { type AccountDialog, useCustomer } from './customer-session';
import { safeRedirect } from './redirect-target';
import '../account.css';

const TEXT: Record<AccountDialog, { title: string; lead: string }> = {
  login: {
    title: 'Login',
    lead: 'Log in with your mobile number and password to see your orders, wish list and account.',
  },
  register: {
    title: 'Register',
    lead: 'Create your account with your mobile number to order faster and follow your orders.',
  },
};

function SignInPage({ which }: { which: AccountDialog }) {
  const { ready, customer, openLogin, openRegister } = useCustomer();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirectTo'));
  const navigate = useNavigate();
  const opened = useRef(false);

  useEffect(() => {
    if (!ready) return;
    if (customer) {
      void navigate(target, { replace: true });
      return;
    }
    if (opened.current) return;
    opened.current = true;
    if (which === 'login') openLogin();
    else openRegister();
  }, [ready, customer, which, target, navigate, openLogin, openRegister]);

  const { title, lead } = TEXT[which];
  return (
    <section className="sign-in-page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{lead}</p>
      <div className="button-row">
        <button type="button" className={which === 'login' ? 'button button--primary' : 'button'} onClick={openLogin}>
          Login
        </button>
        <button
          type="button"
          className={which === 'register' ? 'button button--primary' : 'button'}
          onClick={openRegister}
        >
          Register
        </button>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches.at(-1)?.id === 'register' ? 'Register' : 'Login', matches);
}

// One module for /login and /register (storefront/routes.ts gives them the ids 'login' and 'register').
export default function SignInRoute() {
  const which = useMatches().at(-1)?.id === 'register' ? 'register' : 'login';
  return <SignInPage which={which} />;
}
