import type { PendingPaymentStore } from './store';

/** What the sandbox's routes share. */
export interface SandboxContext {
  /** account_number -> API key */
  accounts: Record<string, string>;
  now: () => Date;
  random: () => number;
  pending: PendingPaymentStore;
}
