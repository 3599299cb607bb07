// The staff's view of an order's bank-transfer receipts (docs/decisions/0089): the list beside
// "bank transfer received" on the order page, and each file, opened only through the back office.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderReceipts } from '../../../database/schema';
import type { MediaStore } from '../../media/media-store';

export interface ReceiptRow {
  receiptNo: number;
  contentType: string;
  sizeBytes: number;
  at: string;
}

export async function receiptsOf(db: Database, orderNo: number): Promise<ReceiptRow[]> {
  const rows = await db
    .select()
    .from(orderReceipts)
    .where(eq(orderReceipts.orderNo, orderNo))
    .orderBy(asc(orderReceipts.receiptNo));
  return rows.map((r) => ({
    receiptNo: r.receiptNo,
    contentType: r.contentType,
    sizeBytes: r.sizeBytes,
    at: r.createdAt.toISOString(),
  }));
}

/** The file as a download for the staff's browser, never kept by a cache; a 404 for anything else. */
export async function receiptFile(db: Database, media: MediaStore, orderNo: number, receiptNo: number) {
  const [row] = await db
    .select()
    .from(orderReceipts)
    .where(and(eq(orderReceipts.orderNo, orderNo), eq(orderReceipts.receiptNo, receiptNo)));
  const file = row ? await media.read(row.mediaKey) : null;
  if (!row || !file) throw new Response('No such receipt.', { status: 404, statusText: 'Not Found' });
  return new Response(new Uint8Array(file), {
    headers: {
      'Content-Type': row.contentType,
      'Content-Disposition': `inline; filename="receipt-${orderNo}-${receiptNo}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
