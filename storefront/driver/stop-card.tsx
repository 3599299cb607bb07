// One stop on the driver's phone: who, where, a tap to call, WhatsApp and the map, what is in the
// parcel, what to collect; then Delivered (who received it, amount, cash or card) or Not delivered
// (a reason from the list, a note for 'other'). 44 px targets, one column at 390 px.
import { useState } from 'react';
import {
  DOOR_METHOD_WORDS,
  DOOR_METHODS,
  type DoorMethod,
  FAILURE_REASON_WORDS,
  FAILURE_REASONS,
  type FailureReason,
  MAX_ATTEMPTS,
} from '../../shop-rules/delivery/attempts';
import { PHOTO_ACCEPT, PHOTO_LABEL, PHOTO_MAX_BYTES, PHOTO_TOO_BIG } from '../../shop-rules/delivery/proof';
import { formatTT, readTypedAmount } from '../../shop-rules/money';
import { whatsappLink } from '../../shop-rules/whatsapp';
import type { QueuedAction } from './driver-queue';
import { smallPhoto } from './photo';

export type StopNews =
  | { kind: 'waiting'; outcome: 'delivered' | 'failed'; photo: boolean }
  | { kind: 'recorded'; outcome: 'delivered' | 'failed' }
  | { kind: 'refused'; msg: string };

interface Stop {
  stopNo: number;
  orderNo: number;
  customerName: string;
  mobile: string;
  address: string;
  city: string | null;
  items: string[];
  owed: number;
  state: string;
  failedAttempts: number;
}

export function StopCard({
  n,
  stop,
  news,
  canAct,
  onAction,
}: {
  n: number;
  stop: Stop;
  news: StopNews | null;
  canAct: boolean;
  onAction: (action: Omit<QueuedAction, 'key' | 'at'>, photo: Blob | null) => Promise<void>;
}) {
  const [open, setOpen] = useState<'delivered' | 'failed' | null>(null);
  const [problem, setProblem] = useState('');
  const where = [stop.address, stop.city].filter(Boolean).join(', ');
  const doneOnServer = stop.state !== 'waiting';
  const done = doneOnServer || (news !== null && news.kind !== 'refused');
  const outcome = doneOnServer ? stop.state : news && news.kind !== 'refused' ? news.outcome : null;
  const id = `stop-${stop.stopNo}`;

  /** The photo chosen on the form, made small; null for none, or a problem said on the stop. */
  async function photoOf(form: FormData): Promise<Blob | null | false> {
    const file = form.get('photo');
    if (!(file instanceof File) || file.size === 0) return null;
    const photo = await smallPhoto(file);
    if (photo.size > PHOTO_MAX_BYTES) {
      setProblem(PHOTO_TOO_BIG);
      return false;
    }
    return photo;
  }

  async function deliver(form: FormData) {
    const receiver = String(form.get('receiver') ?? '').trim();
    if (!receiver) return setProblem('Who received the parcel?');
    let amount = 0;
    let method: DoorMethod | null = null;
    if (stop.owed > 0) {
      const typed = readTypedAmount(String(form.get('amount') ?? ''));
      if (typeof typed !== 'number') return setProblem('Type the amount collected, like 115.00.');
      if (typed > stop.owed) return setProblem(`That is more than the ${formatTT(stop.owed)} owed.`);
      amount = typed;
      method = form.get('method') === 'card' ? 'card' : 'cash';
    }
    const photo = await photoOf(form);
    if (photo === false) return;
    setProblem('');
    setOpen(null);
    void onAction(
      { stopNo: stop.stopNo, orderNo: stop.orderNo, outcome: 'delivered', receiver, amount, method },
      photo,
    );
  }

  async function fail(form: FormData) {
    const reason = String(form.get('reason') ?? '') as FailureReason;
    const note = String(form.get('note') ?? '').trim();
    if (!FAILURE_REASONS.includes(reason)) return setProblem('Choose a reason.');
    if (reason === 'other' && !note) return setProblem('Say what happened.');
    const photo = await photoOf(form);
    if (photo === false) return;
    setProblem('');
    setOpen(null);
    void onAction({ stopNo: stop.stopNo, orderNo: stop.orderNo, outcome: 'failed', reason, note }, photo);
  }

  return (
    <li className={`driver-stop${done ? ' driver-stop--done' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {n}. {stop.customerName} · order {stop.orderNo}
      </h3>
      <p>{where}</p>
      <p className="driver-stop__links">
        <a href={`tel:+1868${stop.mobile}`}>Call</a>
        <a href={whatsappLink(stop.mobile, `Hello ${stop.customerName}, your order ${stop.orderNo} is on its way.`)}>
          WhatsApp
        </a>
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${where}, Trinidad and Tobago`)}`}
        >
          Map
        </a>
      </p>
      <ul className="driver-stop__items">
        {stop.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="driver-stop__owed">
        <strong>{stop.owed > 0 ? `Collect ${formatTT(stop.owed)} (cash or card)` : 'Paid'}</strong>
        {stop.failedAttempts > 0 ? ` · attempt ${stop.failedAttempts + 1} of ${MAX_ATTEMPTS}` : ''}
      </p>
      {news?.kind === 'refused' ? (
        <p className="driver-stop__problem" role="alert">
          Not recorded: {news.msg}
        </p>
      ) : null}
      {done ? (
        <p className="driver-stop__state" role="status">
          {outcome === 'delivered' ? 'Delivered' : 'Not delivered'}
          {news?.kind === 'waiting' && news.photo ? ' · with a photo' : ''}
          {news?.kind === 'waiting' ? ' · kept on this phone, not sent yet' : ' · recorded'}
        </p>
      ) : canAct ? (
        <>
          <div className="driver-stop__actions">
            <button type="button" aria-expanded={open === 'delivered'} onClick={() => setOpen('delivered')}>
              Delivered
            </button>
            <button type="button" aria-expanded={open === 'failed'} onClick={() => setOpen('failed')}>
              Not delivered
            </button>
          </div>
          {problem ? (
            <p className="driver-stop__problem" role="alert">
              {problem}
            </p>
          ) : null}
          {open === 'delivered' ? (
            <form
              className="driver-form"
              aria-label={`Delivered, order ${stop.orderNo}`}
              onSubmit={(e) => {
                e.preventDefault();
                void deliver(new FormData(e.currentTarget));
              }}
            >
              <label>
                Received by <input name="receiver" autoComplete="off" maxLength={200} required />
              </label>
              {stop.owed > 0 ? (
                <>
                  <label>
                    Amount collected (TT$){' '}
                    <input name="amount" inputMode="decimal" defaultValue={(stop.owed / 100).toFixed(2)} />
                  </label>
                  <fieldset>
                    <legend>Paid by</legend>
                    {DOOR_METHODS.map((m) => (
                      <label key={m} className="driver-choice">
                        <input type="radio" name="method" value={m} defaultChecked={m === 'cash'} />{' '}
                        {DOOR_METHOD_WORDS[m]}
                      </label>
                    ))}
                  </fieldset>
                </>
              ) : null}
              <PhotoField orderNo={stop.orderNo} />
              <button type="submit">Save: delivered</button>
            </form>
          ) : null}
          {open === 'failed' ? (
            <form
              className="driver-form"
              aria-label={`Not delivered, order ${stop.orderNo}`}
              onSubmit={(e) => {
                e.preventDefault();
                void fail(new FormData(e.currentTarget));
              }}
            >
              <fieldset>
                <legend>Why not?</legend>
                {FAILURE_REASONS.map((r) => (
                  <label key={r} className="driver-choice">
                    <input type="radio" name="reason" value={r} /> {FAILURE_REASON_WORDS[r]}
                  </label>
                ))}
              </fieldset>
              <label>
                Note (needed for another reason) <input name="note" maxLength={200} />
              </label>
              <PhotoField orderNo={stop.orderNo} />
              <button type="submit">Save: not delivered</button>
            </form>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** A photo of proof: the camera at the back on a phone, or a picture already taken (decision 0090). */
function PhotoField({ orderNo }: { orderNo: number }) {
  return (
    <label className="driver-photo">
      {PHOTO_LABEL}
      <input
        type="file"
        name="photo"
        accept={PHOTO_ACCEPT}
        capture="environment"
        aria-describedby={`photo-hint-${orderNo}`}
      />
      <span id={`photo-hint-${orderNo}`} className="driver-photo__hint">
        Kept on this phone with the stop and sent with it; only the shop's staff see it.
      </span>
    </label>
  );
}
