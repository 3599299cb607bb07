// The rows that follow an order's own row: the lines, the first status, the card payment row and the
// mails. Each is a data-modifying part of the statement that writes the order row (and, for most
// orders, takes its stock), so they commit with the order or not at all, in one round trip
// (docs/decisions/0045, 0048).
import { type SQL, sql } from 'drizzle-orm';
import type { orderLines } from '../../../database/schema';
import type { OutboxMail } from '../../mail/mail-outbox';

type LineRow = typeof orderLines.$inferInsert;

export interface OrderRows {
  orderNo: number;
  lines: LineRow[];
  /** The card order's payment row waiting for WiPay, with the order's total (numeric text). */
  cardPayment: { originalTotal: string } | null;
  mails: OutboxMail[];
}

/** The `WITH` parts that write an order's rows; the order's number is known before (docs/decisions/0048). */
export function orderRowsParts(rows: OrderRows): SQL[] {
  const no = sql`${rows.orderNo}::int`;
  const lines = rows.lines.map((l) => ({
    product_no: l.productNo,
    sku_no: l.skuNo ?? null,
    product_name: l.productName,
    barcode: l.barcode ?? '',
    color: l.color ?? null,
    size: l.size ?? null,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    line_total: l.lineTotal,
    free_delivery: l.freeDelivery ?? false,
    image_path: l.imagePath ?? null,
  }));
  const mails = rows.mails.map((m) => ({
    kind: m.kind,
    order_no: m.orderNo,
    to_address: m.to,
    reply_to: m.replyTo || null,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html,
    dedupe_key: m.dedupeKey ?? null,
  }));
  const parts: SQL[] = [
    sql`order_lines_written AS (
      INSERT INTO order_lines (order_no, product_no, sku_no, product_name, barcode, color, size, quantity,
        unit_price, line_total, free_delivery, image_path)
      SELECT ${no}, l.product_no, l.sku_no, l.product_name, l.barcode, l.color, l.size, l.quantity,
        l.unit_price, l.line_total, l.free_delivery, l.image_path
      FROM json_to_recordset(${JSON.stringify(lines)}::json) AS l(product_no int, sku_no int, product_name text,
        barcode text, color text, size text, quantity int, unit_price numeric(12,2), line_total numeric(12,2),
        free_delivery boolean, image_path text))`,
    sql`first_status AS (
      INSERT INTO order_status_history (order_no, status, comment) VALUES (${no}, 'Pending', 'Order placed.'))`,
  ];
  if (rows.cardPayment)
    parts.push(sql`card_payment AS (
      INSERT INTO payments (order_no, provider, status, original_total, currency)
      VALUES (${no}, 'wipay', 'AwaitingPayment', ${rows.cardPayment.originalTotal}::numeric(12,2), 'TTD'))`);
  if (mails.length)
    parts.push(sql`mails AS (
      INSERT INTO mail_outbox (kind, order_no, to_address, reply_to, subject, text_body, html_body, dedupe_key)
      SELECT m.kind, m.order_no, m.to_address, m.reply_to, m.subject, m.text_body, m.html_body, m.dedupe_key
      FROM json_to_recordset(${JSON.stringify(mails)}::json) AS m(kind text, order_no int, to_address text,
        reply_to text, subject text, text_body text, html_body text, dedupe_key text)
      ON CONFLICT (dedupe_key) DO NOTHING)`);
  // json_to_recordset gives the rows in the array's order, so line and mail numbers follow it.
  return parts;
}
