import type { PendingPayments } from './store';

/** What the sandbox's routes share. */
export interface SandboxContext {
  /** account_number -> API key */
  accounts: Record<string, string>;
  now: () => Date;
  random: () => number;
  pending: PendingPayments;
}
