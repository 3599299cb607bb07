// The bundled WiPay simulator's open payment pages, kept in the shop's database: a payment started
// through one server can be opened and paid through any other (docs/decisions/0028). Paying or
// cancelling deletes the row in one statement, so a page is settled once whichever server takes it.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { wipaySandboxPayments } from '../../database/schema';
import {
  newPaymentToken,
  PENDING_TTL_MS,
  type PendingPayment,
  type PendingPaymentStore,
} from '../../wipay-sandbox/store';
import type { PaymentRequest } from '../../wipay-sandbox/validation';

// What newPaymentToken makes; anything else (a NUL byte, a long string) is simply not a page.
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

type Row = typeof wipaySandboxPayments.$inferSelect;

const pending = (row: Row): PendingPayment => ({
  request: row.request as PaymentRequest,
  transactionId: row.transactionId,
  createdAt: row.createdAt.getTime(),
});

export function databasePaymentStore(db: Database, now: () => Date = () => new Date()): PendingPaymentStore {
  const oldest = () => new Date(now().getTime() - PENDING_TTL_MS);
  const live = (token: string) =>
    and(eq(wipaySandboxPayments.token, token), gt(wipaySandboxPayments.createdAt, oldest()));
  return {
    async add(request, transactionId) {
      await db.delete(wipaySandboxPayments).where(lt(wipaySandboxPayments.createdAt, oldest()));
      const token = newPaymentToken();
      await db.insert(wipaySandboxPayments).values({ token, request, transactionId, createdAt: now() });
      return token;
    },
    async get(token) {
      if (!TOKEN.test(token)) return undefined;
      const [row] = await db.select().from(wipaySandboxPayments).where(live(token));
      return row ? pending(row) : undefined;
    },
    async take(token) {
      if (!TOKEN.test(token)) return undefined;
      const [row] = await db.delete(wipaySandboxPayments).where(live(token)).returning();
      return row ? pending(row) : undefined;
    },
  };
}
