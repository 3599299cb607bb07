import { randomBytes } from 'node:crypto';
import type { PaymentRequest } from './validation';

export interface PendingPayment {
  request: PaymentRequest;
  transactionId: string;
  createdAt: number;
}

/** How long a hosted page stays payable. */
export const PENDING_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * Where open payment pages are kept, by a random opaque token; each token can be settled once. The
 * standalone simulator keeps them in memory; the shop keeps them in its database, so any of its
 * servers can open a page another started (server/payments/sandbox-payment-store.ts).
 */
export interface PendingPaymentStore {
  /** Keeps the payment and answers its new token. */
  add(request: PaymentRequest, transactionId: string): Promise<string>;
  /** The pending payment, or undefined when the token is unknown, used or expired. */
  get(token: string): Promise<PendingPayment | undefined>;
  /** Takes the payment out so it can never be settled again; undefined when another took it first. */
  take(token: string): Promise<PendingPayment | undefined>;
}

/** A new page's token: 24 random bytes. */
export const newPaymentToken = () => randomBytes(24).toString('base64url');

/** Pending payments kept in this process's memory. */
export class PendingPayments implements PendingPaymentStore {
  private readonly pending = new Map<string, PendingPayment>();

  constructor(private readonly now: () => Date) {}

  async add(request: PaymentRequest, transactionId: string): Promise<string> {
    this.prune();
    const token = newPaymentToken();
    this.pending.set(token, { request, transactionId, createdAt: this.now().getTime() });
    return token;
  }

  async get(token: string): Promise<PendingPayment | undefined> {
    return this.find(token);
  }

  private find(token: string): PendingPayment | undefined {
    const payment = this.pending.get(token);
    if (!payment) return undefined;
    if (this.expired(payment)) {
      this.pending.delete(token);
      return undefined;
    }
    return payment;
  }

  async take(token: string): Promise<PendingPayment | undefined> {
    const payment = this.find(token);
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
