// What the customer hears from the road (docs/product.md#runs-and-attempts): the run leaving, out for
// delivery today, delivered, an attempt that failed and how to choose a new day, the order coming back
// and received back. Written to the outbox in the transaction of the change, each once (dedupe keys).
import { eq } from 'drizzle-orm';
import { orders } from '../../../database/schema';
import {
  FAILURE_REASON_WORDS,
  type FailureReason,
  MAX_ATTEMPTS,
  OUT_FOR_DELIVERY_TODAY,
} from '../../../shop-rules/delivery/attempts';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';
import { type Cents, formatTT } from '../../../shop-rules/money';
import { addToOutbox } from '../../mail/mail-outbox';
import { paragraphMail } from '../../mail/plain-mail';
import type { Transaction } from '../../orders/transaction';
import { readShopSettings } from '../../settings/shop-settings';
import { recordWhatsappUpdate } from '../../whatsapp/order-updates';
import type { WhatsappSettings } from '../../whatsapp/whatsapp-settings';
import { insideTransaction } from '../shared/inside-transaction';

export interface RoadMailDeps {
  shopName: string;
  publicBaseUrl: string;
  /** Set when the shop sends WhatsApp updates (decision 0088); none without it. */
  whatsapp?: WhatsappSettings | null;
}

export type RoadNews =
  | { kind: 'left'; runNo: number; day: string }
  | { kind: 'out-today'; runNo: number }
  | { kind: 'delivered'; attemptNo: number; receiver: string; amount: Cents; method: 'cash' | 'card' | null }
  | {
      kind: 'failed';
      attemptNo: number;
      attempt: number;
      reason: FailureReason;
      note: string;
      nextDays: string[];
      /** The page where the customer chooses the next day (decision 0091). */
      link: string;
    }
  | { kind: 'returning'; attemptNo: number; reason: FailureReason }
  | { kind: 'received-back'; refundToMake: Cents };

function keyOf(orderNo: number, news: RoadNews): string {
  switch (news.kind) {
    case 'left':
    case 'out-today':
      return `delivery:${orderNo}:${news.kind}:${news.runNo}`;
    case 'delivered':
    case 'failed':
    case 'returning':
      return `delivery:${orderNo}:${news.kind}:${news.attemptNo}`;
    default:
      return `delivery:${orderNo}:${news.kind}`;
  }
}

export async function recordRoadMail(tx: Transaction, deps: RoadMailDeps, orderNo: number, news: RoadNews) {
  await recordRoadWhatsapp(tx, deps, orderNo, news);
  const [order] = await tx
    .select({ name: orders.customerName, email: orders.customerEmail, emailId: orders.emailId })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  const to = order?.email || order?.emailId;
  if (!order || !to) return;
  const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
  const track = `Follow your order at ${deps.publicBaseUrl}/ordertrack with order number ${orderNo} and your mobile number.`;
  const call = `Questions? Call us on ${settings.contactPhone} or WhatsApp ${settings.whatsappNumber}.`;
  const [subject, lines] = words(orderNo, news);
  const mail = paragraphMail(`${subject} – ${settings.shopName}`, [`Dear ${order.name},`, ...lines, track, call]);
  await addToOutbox(tx, [{ kind: 'delivery-news', orderNo, to, dedupeKey: keyOf(orderNo, news), ...mail }]);
}

function words(orderNo: number, news: RoadNews): [string, string[]] {
  switch (news.kind) {
    case 'left':
      return [
        `Order ${orderNo} has left our shop`,
        [`Your order ${orderNo} has left our shop and will be delivered on ${dayInWords(news.day)}.`],
      ];
    case 'out-today':
      return [
        `Order ${orderNo}: ${OUT_FOR_DELIVERY_TODAY.toLowerCase()}`,
        [`${OUT_FOR_DELIVERY_TODAY}: our driver is bringing order ${orderNo} to you.`],
      ];
    case 'delivered': {
      const paid =
        news.amount > 0 && news.method
          ? ` We received ${formatTT(news.amount)} ${news.method === 'cash' ? 'in cash' : 'by card'}.`
          : '';
      return [
        `Order ${orderNo} delivered`,
        [`Your order ${orderNo} was delivered and received by ${news.receiver}.${paid}`],
      ];
    }
    case 'failed':
      return [
        `We could not deliver order ${orderNo}`,
        [
          `We could not deliver your order ${orderNo} today: ${FAILURE_REASON_WORDS[news.reason]}${news.reason === 'other' && news.note ? ` (${news.note})` : ''}. This was attempt ${news.attempt} of ${MAX_ATTEMPTS}.`,
          news.nextDays.length > 0
            ? `We will try again. Choose the day that suits you (${news.nextDays.map(dayInWords).join(', ')} or later) on this page: ${news.link}`
            : `We will try again. Choose the day that suits you on this page: ${news.link}`,
          'You can also reply to this mail, call or WhatsApp us.',
        ],
      ];
    case 'returning':
      return [
        `Order ${orderNo} is coming back to our shop`,
        [
          `We tried to deliver your order ${orderNo} ${MAX_ATTEMPTS} times; the last time: ${FAILURE_REASON_WORDS[news.reason]}. It is coming back to our shop.`,
        ],
      ];
    case 'received-back':
      return [
        `Order ${orderNo} is back at our shop`,
        [
          `Your order ${orderNo} is back at our shop after ${MAX_ATTEMPTS} delivery attempts, and it is cancelled.`,
          news.refundToMake > 0
            ? `We will refund the ${formatTT(news.refundToMake)} you paid.`
            : 'Nothing was paid, so nothing is owed.',
        ],
      ];
  }
}

/**
 * The WhatsApp updates of the road (decision 0088), in the same transaction as the mail: out for
 * delivery (once per run), delivered, and a failed attempt with the link to choose a new day or the
 * word that the order is coming back.
 */
async function recordRoadWhatsapp(tx: Transaction, deps: RoadMailDeps, orderNo: number, news: RoadNews) {
  if (!deps.whatsapp) return;
  switch (news.kind) {
    case 'out-today':
      return recordWhatsappUpdate(
        tx,
        deps.whatsapp,
        orderNo,
        'out-for-delivery',
        undefined,
        `${orderNo}:run-${news.runNo}`,
      );
    case 'delivered':
      return recordWhatsappUpdate(tx, deps.whatsapp, orderNo, 'delivered');
    case 'failed':
    case 'returning': {
      const attempt = news.kind === 'failed' ? news.attempt : MAX_ATTEMPTS;
      const next =
        news.kind === 'failed'
          ? `Choose a new delivery day: ${news.link}`
          : 'Your order is coming back to our shop; we will be in touch.';
      return recordWhatsappUpdate(
        tx,
        deps.whatsapp,
        orderNo,
        'delivery-failed',
        () => [`${FAILURE_REASON_WORDS[news.reason]} (attempt ${attempt} of ${MAX_ATTEMPTS})`, next],
        `${orderNo}:${news.attemptNo}`,
      );
    }
    default:
      return;
  }
}
