// Bank-transfer receipts (docs/product.md#transfer-receipts, docs/decisions/0089):
// - POST /api/orders/{orderNo}/receipt: the file itself as the body (a photo or a PDF, up to 5 MB), from
//   the signed-in customer whose order it is, or a guest naming the order's mobile in X-Order-Mobile.
//   Its type is read from its bytes; it is kept with the media under private/, and in one transaction
//   the receipt's row and a mail telling the staff are written.
// - GET /api/orders/{orderNo}/receipts/{receiptNo}: the file, to the signed-in customer whose order it
//   is (staff open it from the back office), never cached.
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connect';
import { orderReceipts, orders } from '../../database/schema';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../shop-rules/constants';
import {
  RECEIPT_EMPTY,
  RECEIPT_MAX_BYTES,
  RECEIPT_NOT_A_RECEIPT,
  RECEIPT_NOT_BANK_TRANSFER,
  RECEIPT_ORDER_NOT_FOUND,
  RECEIPT_SENT,
  RECEIPT_TOO_BIG,
  RECEIPT_TOO_MANY,
  RECEIPTS_PER_ORDER,
} from '../../shop-rules/receipts';
import type { Config } from '../config';
import { localPhoneDigits } from '../customers/phone-number';
import { nudgeMailSender } from '../mail/mail-nudge';
import { addToOutbox } from '../mail/mail-outbox';
import { paragraphMail } from '../mail/plain-mail';
import type { MediaStore } from '../media/media-store';
import { readShopSettings } from '../settings/shop-settings';
import { receiptTypeOf } from './receipt-content';

/** Where receipts are kept among the media: never served by /media (server/http/media.ts). */
export const RECEIPT_KEY_PREFIX = 'private/receipts/';

interface ReceiptDeps {
  db: Database;
  config: Pick<Config, 'SHOP_NAME' | 'publicBaseUrl'>;
  media: MediaStore;
  customerNo: (request: FastifyRequest) => Promise<number | null>;
}

const whole = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);
const refuse = (status: number, msg: string) => ({ status, body: { success: false, msg } });

/** The order when the one asking may send or see its receipts: its customer, or a guest with its mobile. */
async function orderFor(deps: ReceiptDeps, request: FastifyRequest, orderNo: number | null, guestMayAsk: boolean) {
  if (orderNo === null) return null;
  const customerNo = await deps.customerNo(request);
  const [order] = await deps.db
    .select({
      orderNo: orders.orderNo,
      customerNo: orders.customerNo,
      mobile: orders.customerMobile,
      pmNo: orders.pmNo,
    })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  if (!order) return null;
  if (customerNo !== null) return order.customerNo === customerNo ? { order, customerNo } : null;
  if (!guestMayAsk) return null;
  const header = request.headers['x-order-mobile'];
  const mobile = typeof header === 'string' ? localPhoneDigits(header) : null;
  return mobile && mobile === order.mobile ? { order, customerNo: null } : null;
}

export async function registerReceipts(app: FastifyInstance, deps: ReceiptDeps) {
  await app.register(async (scope) => {
    // The file is the body, whatever type the browser names: its bytes decide.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: RECEIPT_MAX_BYTES + 64 * 1024 }, (_r, body, done) =>
      done(null, body),
    );

    scope.post('/api/orders/:orderNo/receipt', async (request, reply) => {
      const answer = await upload(deps, request);
      if (answer.status === 200) nudgeMailSender();
      return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
    });
  });

  app.get('/api/orders/:orderNo/receipts/:receiptNo', async (request, reply) => {
    const params = request.params as { orderNo: string; receiptNo: string };
    reply.header('Cache-Control', 'private, no-store');
    const found = await orderFor(deps, request, whole(params.orderNo), false);
    const receiptNo = whole(params.receiptNo);
    const [receipt] =
      found && receiptNo !== null
        ? await deps.db
            .select()
            .from(orderReceipts)
            .where(and(eq(orderReceipts.receiptNo, receiptNo), eq(orderReceipts.orderNo, found.order.orderNo)))
        : [];
    if (!receipt) return reply.code(404).send({ success: false, msg: 'No such receipt.' });
    const file = await deps.media.read(receipt.mediaKey);
    if (!file) return reply.code(404).send({ success: false, msg: 'No such receipt.' });
    return reply
      .type(receipt.contentType)
      .header('Content-Disposition', `inline; filename="receipt-${receipt.orderNo}-${receipt.receiptNo}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file);
  });
}

async function upload(deps: ReceiptDeps, request: FastifyRequest) {
  const { orderNo } = request.params as { orderNo: string };
  const found = await orderFor(deps, request, whole(orderNo), true);
  if (!found) return refuse(404, RECEIPT_ORDER_NOT_FOUND);
  if (found.order.pmNo !== PAYMENT_METHOD_BANK_TRANSFER) return refuse(409, RECEIPT_NOT_BANK_TRANSFER);
  const file = request.body;
  if (!Buffer.isBuffer(file) || file.length === 0) return refuse(400, RECEIPT_EMPTY);
  if (file.length > RECEIPT_MAX_BYTES) return refuse(413, RECEIPT_TOO_BIG);
  const kind = receiptTypeOf(file);
  if (!kind) return refuse(400, RECEIPT_NOT_A_RECEIPT);
  const { db } = deps;
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(orderReceipts)
    .where(eq(orderReceipts.orderNo, found.order.orderNo));
  if (n >= RECEIPTS_PER_ORDER) return refuse(409, RECEIPT_TOO_MANY);
  const key = `${RECEIPT_KEY_PREFIX}${found.order.orderNo}-${crypto.randomBytes(12).toString('hex')}.${kind.extension}`;
  await deps.media.put(key, file, kind.type);
  try {
    const receiptNo = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderReceipts)
        .values({
          orderNo: found.order.orderNo,
          mediaKey: key,
          contentType: kind.type,
          sizeBytes: file.length,
          customerNo: found.customerNo,
        })
        .returning({ receiptNo: orderReceipts.receiptNo });
      // The staff are told with the receipt, or not at all.
      const settings = await readShopSettings(tx as unknown as Database, { shopName: deps.config.SHOP_NAME });
      if (settings.ordersEmail) {
        const mail = paragraphMail(`Transfer receipt for order ${found.order.orderNo}`, [
          `The customer sent the receipt of a bank transfer for order ${found.order.orderNo}.`,
          `Check it on the order page before you record the transfer as received: ${deps.config.publicBaseUrl}/admin/orders/${found.order.orderNo}`,
        ]);
        await addToOutbox(tx, [
          { kind: 'receipt-received', orderNo: found.order.orderNo, to: settings.ordersEmail, ...mail },
        ]);
      }
      return row!.receiptNo;
    });
    return { status: 200, body: { success: true, msg: RECEIPT_SENT, ReceiptNo: receiptNo } };
  } catch (err) {
    await deps.media.remove([key]).catch(() => {});
    throw err;
  }
}
