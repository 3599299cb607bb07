// The daily stock mail to the shop (docs/product.md#low-stock): once a shop day, from 7:00 in
// Trinidad, what fell low since the last mail: products and variants on sale whose stock went from
// above their low-stock level to at or below it (read from the stock history) and are still low. One
// server takes each turn (server/timed-job-turn.ts); the low_stock_mails row of the day, written in
// the mail's own transaction, makes a second mail that day impossible whichever server tries. A day
// with nothing newly low sends nothing.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { lowStockMails } from '../../../database/schema';
import { shopDay, shopHour } from '../../../shop-rules/shop-time';
import { nudgeMailSender } from '../../mail/mail-nudge';
import { addToOutbox } from '../../mail/mail-outbox';
import { escapeHtml } from '../../mail/plain-mail';
import { readShopSettings } from '../../settings/shop-settings';
import { insideTransaction } from '../shared/inside-transaction';

export const LOW_STOCK_MAIL_JOB = 'low-stock-mail';
/** Looked at this often (by one server); the mail goes at the first look from 7:00 shop time. */
export const LOW_STOCK_MAIL_EVERY_MS = 10 * 60 * 1000;
export const LOW_STOCK_MAIL_HOUR = 7;

export interface LowStockMailDeps {
  db: Database;
  shopName: string;
  publicBaseUrl: string;
}

interface FellLow {
  productNo: number;
  name: string;
  option: string;
  stock: number;
  level: number;
}

export function renderLowStockMail(v: { shopName: string; day: string; items: FellLow[]; listUrl: string }) {
  const count = v.items.length;
  const subject = `Low stock: ${count} ${count === 1 ? 'item' : 'items'} fell low – ${v.shopName}`;
  const lines = v.items.map(
    (i) =>
      `${i.name}${i.option ? ` (${i.option})` : ''}: ${i.stock === 0 ? 'none left' : `${i.stock} left`} (low at ${i.level}), product ${i.productNo}`,
  );
  const intro = `These products and variants fell to their low-stock level or below since the last stock mail (shop day ${v.day}):`;
  const outro = `The whole Low stock list: ${v.listUrl}`;
  return {
    subject,
    text: `${intro}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${outro}\n`,
    html: `<!doctype html><html><body><p>${escapeHtml(intro)}</p><ul>${lines
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join('')}</ul><p>${escapeHtml(outro)}</p></body></html>`,
  };
}

/**
 * Sends the day's stock mail if it is time and it has not gone yet; answers how many items it listed
 * (0: nothing fell low, null: not the time, or done already today).
 */
export async function sendLowStockMail(deps: LowStockMailDeps, now = new Date()): Promise<number | null> {
  if (shopHour(now) < LOW_STOCK_MAIL_HOUR) return null;
  const day = shopDay(now);
  const at = now.toISOString();
  const sent = await deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ end: sql<string | null>`max(${lowStockMails.windowEnd})::text` })
      .from(lowStockMails);
    const claimed = await tx
      .insert(lowStockMails)
      .values({ shopDay: day, windowEnd: now, items: 0 })
      .onConflictDoNothing()
      .returning({ shopDay: lowStockMails.shopDay });
    if (claimed.length === 0) return null;
    const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
    const from = last?.end ? sql`${last.end}::timestamptz` : sql`${at}::timestamptz - interval '1 day'`;
    const level = sql`coalesce(p.low_stock_at, ${settings.lowStockAt}::int)`;
    const result = (await tx.execute(sql`
      select distinct on (m.product_no, m.sku_no)
             m.product_no as "productNo", p.name,
             coalesce(concat_ws(', ', nullif(v.color, ''), nullif(v.size, '')), '') as option,
             coalesce(v.stock, p.stock) as stock, ${level} as level
        from stock_movements m
        join products p on p.product_no = m.product_no
        left join product_variants v on v.sku_no = m.sku_no
       where m.created_at > ${from} and m.created_at <= ${at}::timestamptz
         and m.change < 0 and m.stock_after <= ${level} and m.stock_after - m.change > ${level}
         and p.is_active and not p.is_sold_out
         and (v.sku_no is not null or (m.sku_no is null and m.item = ''))
         and coalesce(v.stock, p.stock) <= ${level}
       order by m.product_no, m.sku_no`)) as unknown as { rows: FellLow[] };
    const items = result.rows
      .map((r) => ({ ...r, stock: Number(r.stock), level: Number(r.level) }))
      .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name));
    if (items.length === 0) return 0;
    const mail = renderLowStockMail({
      shopName: settings.shopName,
      day,
      items,
      listUrl: `${deps.publicBaseUrl}/admin/low-stock`,
    });
    await addToOutbox(tx, [{ kind: 'low-stock', orderNo: null, to: settings.ordersEmail, ...mail }]);
    await tx.update(lowStockMails).set({ items: items.length }).where(eq(lowStockMails.shopDay, day));
    return items.length;
  });
  if (sent) nudgeMailSender();
  return sent;
}
