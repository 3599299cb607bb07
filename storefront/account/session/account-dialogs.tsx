// Loaded on first use by the CustomerProvider.
import type { AccountDialog } from './customer-context';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import '../account.css';

export default function AccountDialogs({ which }: { which: AccountDialog }) {
  return which === 'login' ? <LoginDialog /> : <RegisterDialog />;
}
