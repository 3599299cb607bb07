import { randomBytes } from 'node:crypto';
import type { PaymentRequest } from './validation';

export interface PendingPayment {
  request: PaymentRequest;
  transactionId: string;
  createdAt: number;
}

/** How long a hosted page stays payable. */
export const PENDING_TTL_MS = 2 * 60 * 60 * 1000;

/** Pending payments kept in memory by a random opaque token; each token can be settled once. */
export class PendingPayments {
  private readonly pending = new Map<string, PendingPayment>();

  constructor(private readonly now: () => Date) {}

  add(request: PaymentRequest, transactionId: string): string {
    this.prune();
    const token = randomBytes(24).toString('base64url');
    this.pending.set(token, { request, transactionId, createdAt: this.now().getTime() });
    return token;
  }

  /** The pending payment, or undefined when the token is unknown, used or expired. */
  get(token: string): PendingPayment | undefined {
    const payment = this.pending.get(token);
    if (!payment) return undefined;
    if (this.expired(payment)) {
      this.pending.delete(token);
      return undefined;
    }
    return payment;
  }

  /** Takes the payment out so it can never be settled again. */
  take(token: string): PendingPayment | undefined {
    const payment = this.get(token);
    if (payment) this.pending.delete(token);
    return payment;
  }

  get size(): number {
    return this.pending.size;
  }

  private expired(payment: PendingPayment): boolean {
    return this.now().getTime() - payment.createdAt > PENDING_TTL_MS;
  }

  private prune(): void {
    for (const [token, payment] of this.pending) {
      if (this.expired(payment)) this.pending.delete(token);
    }
  }
}
