// The customer session as the pages and the account dialogs read it. Its own file, apart from the
// provider (customer-session.tsx): the provider loads the dialogs lazily, and the dialogs read this.
import { createSteadyContext } from '../../lib/first-load/steady-context';
import type { SessionCustomer } from './customer-token';

export type { SessionCustomer };
export type AccountDialog = 'login' | 'register';

export interface CustomerApi {
  customer: SessionCustomer | null;
  /** False until the stored token has been read in the browser. Until then nobody is known to be a guest. */
  ready: boolean;
  openLogin(): void;
  openRegister(): void;
  logout(): void;
  /** Starts a session from a token the server answered; false (and nothing changes) when it is expired or undecodable. */
  signIn(token: string): boolean;
  /** The server refused the stored token (401): the session ends and the login dialog opens. */
  sessionEnded(): void;
  /** The dialog on screen, if any. */
  dialog: AccountDialog | null;
  closeDialog(): void;
}

const NO_SESSION: CustomerApi = {
  customer: null,
  ready: false,
  openLogin() {},
  openRegister() {},
  logout() {},
  signIn: () => false,
  sessionEnded() {},
  dialog: null,
  closeDialog() {},
};

// A steady context: reading the stored session redraws only what shows it (decision 17).
export const CustomerContext = createSteadyContext(NO_SESSION);

export const useCustomer = (): CustomerApi => CustomerContext.useValue();
