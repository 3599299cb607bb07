// The receipts a shopper sent for a bank transfer, shown on the order page beside "bank transfer
// received" so the staff check them before they record the payment (docs/product.md#transfer-receipts).
import { when } from '../shared/money';

export interface ReceiptRow {
  receiptNo: number;
  contentType: string;
  sizeBytes: number;
  at: string;
}

export function OrderReceipts({ orderNo, receipts }: { orderNo: number; receipts: ReceiptRow[] }) {
  return (
    <section className="admin-panel" aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">Transfer receipts</h2>
      {receipts.length === 0 ? (
        <p>The customer has not sent a receipt.</p>
      ) : (
        <ul>
          {receipts.map((r) => (
            <li key={r.receiptNo}>
              <a href={`/admin/orders/${orderNo}/receipts/${r.receiptNo}`} target="_blank" rel="noopener">
                Receipt {r.receiptNo} ({r.contentType === 'application/pdf' ? 'PDF' : 'photo'},{' '}
                {Math.ceil(r.sizeBytes / 1024)} KB)
              </a>{' '}
              sent {when(r.at)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
