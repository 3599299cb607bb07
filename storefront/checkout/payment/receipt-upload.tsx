// Sending the receipt of a bank transfer to the order (docs/product.md#transfer-receipts): on the
// success page, the customer's order page and the guest's order lookup. The file goes as it is; the
// server reads what it is from its bytes and answers in the shop's words.
import { type FormEvent, useId, useState } from 'react';
import {
  RECEIPT_ACCEPT,
  RECEIPT_BUTTON,
  RECEIPT_EMPTY,
  RECEIPT_HEADING,
  RECEIPT_HINT,
  RECEIPT_MAX_BYTES,
  RECEIPT_SENT,
  RECEIPT_TOO_BIG,
} from '../../../shop-rules/receipts';
import { authHeader, CSRF_COOKIE, CSRF_HEADER, readCookie } from '../../lib/api';
import './receipt-upload.css';

/** mobile: for a guest, the order's mobile (sent in a header, never in the address). */
export function ReceiptUpload({ orderNo, mobile }: { orderNo: number; mobile?: string }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!file) return setSaid({ ok: false, text: RECEIPT_EMPTY });
    if (file.size > RECEIPT_MAX_BYTES) return setSaid({ ok: false, text: RECEIPT_TOO_BIG });
    setSending(true);
    try {
      if (readCookie(CSRF_COOKIE) === '') await fetch('/api/health', { cache: 'no-store' }).catch(() => {});
      const res = await fetch(`/api/orders/${orderNo}/receipt`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': file.type || 'application/octet-stream',
          [CSRF_HEADER]: readCookie(CSRF_COOKIE),
          ...(mobile ? { 'X-Order-Mobile': mobile } : authHeader()),
        },
        body: file,
      });
      const answer = (await res.json().catch(() => ({}))) as { success?: boolean; msg?: string };
      setSaid({ ok: res.ok, text: res.ok ? RECEIPT_SENT : (answer.msg ?? res.statusText) });
    } catch {
      setSaid({ ok: false, text: 'The receipt could not be sent. Please check your connection and try again.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="receipt-upload" onSubmit={send} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{RECEIPT_HEADING}</h2>
      <label htmlFor={`${id}-file`}>Receipt (photo or PDF)</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={RECEIPT_ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setFile(e.currentTarget.files?.[0] ?? null);
          setSaid(null);
        }}
      />
      <p id={`${id}-hint`} className="receipt-upload__hint">
        {RECEIPT_HINT}
      </p>
      <button type="submit" className="cart-action" disabled={sending}>
        {RECEIPT_BUTTON}
      </button>
      {said ? (
        <p role={said.ok ? 'status' : 'alert'} data-testid="receipt-answer">
          {said.text}
        </p>
      ) : null}
    </form>
  );
}
