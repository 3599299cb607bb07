// /driver: the driver's phone page (docs/product.md#the-drivers-phone-page, docs/decisions/0084, 0092):
// today's runs with every stop, a tap to call, WhatsApp and a map, what to collect, and Delivered / Not
// delivered with an optional photo. Everything done is kept on the phone and sent when there is signal,
// exactly once each. The page the server draws is the same for every driver (a shell); the day comes
// from /driver/runs into IndexedDB, so the page opened again with no signal still shows it.
import { useCallback, useEffect, useState } from 'react';
import { redirect } from 'react-router';
import { dayInWords } from '../../shop-rules/delivery/delivery-days';
import type { Route } from './+types/driver.route';
import driverCss from './driver.css?url';
import { type ActionAnswer, answered, enqueue, type QueuedAction, queued, sendQueued } from './driver-queue';
import { type DriverDay, forgetDay, readDay } from './kept-day';
import { StopCard, type StopNews } from './stop-card';

export const links = () => [{ rel: 'stylesheet', href: driverCss }];
export const meta = () => [{ title: 'My runs' }, { name: 'robots', content: 'noindex, nofollow' }];
/** The shell holds nothing of any driver: the service worker may keep it, asking the shop first. */
export const headers = () => ({ 'Cache-Control': 'no-cache' });

const SIGN_IN = '/admin/login?next=/driver';

export async function clientLoader() {
  const read = await readDay();
  if (read.kind === 'signed-out') throw redirect(SIGN_IN);
  return read;
}
clientLoader.hydrate = true as const;

/** What the server draws, and what shows while the day is read. */
export function HydrateFallback() {
  return (
    <div className="driver">
      <header className="driver__bar">
        <h1>My runs</h1>
      </header>
      <p role="status">Opening your runs…</p>
    </div>
  );
}

/** The page does not load again after an action: the phone keeps what was done. */
export const shouldRevalidate = () => false;

const SEND_EVERY_MS = 30_000;

export default function DriverPage({ loaderData: read }: Route.ComponentProps) {
  const [day, setDay] = useState<DriverDay | null>(read.kind === 'nothing-kept' ? null : read.day);
  const [keptAt, setKeptAt] = useState<string | null>(read.kind === 'kept' ? read.at : null);
  const [waiting, setWaiting] = useState<QueuedAction[]>([]);
  const [answers, setAnswers] = useState<Record<string, ActionAnswer>>({});
  const [online, setOnline] = useState(true);
  const [sending, setSending] = useState(false);
  const [signOutProblem, setSignOutProblem] = useState('');
  const csrf = day?.csrf ?? '';

  const refresh = useCallback(async () => {
    setWaiting(await queued());
    setAnswers(await answered());
  }, []);
  const send = useCallback(async () => {
    if (!navigator.onLine || !csrf) return refresh();
    setSending(true);
    try {
      await sendQueued(csrf);
    } finally {
      setSending(false);
      await refresh();
    }
  }, [csrf, refresh]);
  /** The signal is back on a page opened without it: what waits is sent, then the day is read again. */
  const catchUp = useCallback(async () => {
    await send();
    const again = await readDay();
    if (again.kind === 'signed-out') return window.location.assign(SIGN_IN);
    if (again.kind === 'fresh') {
      setDay(again.day);
      setKeptAt(null);
    }
  }, [send]);

  useEffect(() => {
    setOnline(navigator.onLine);
    void send();
    const up = () => {
      setOnline(true);
      void (keptAt || !day ? catchUp() : send());
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => void send(), SEND_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [send, catchUp, keptAt, day]);

  // The service worker keeps this page and its files for a reopening without signal (decision 0092).
  useEffect(() => {
    const start = setTimeout(
      () => void import('../offline/service-worker-page').then((m) => m.startServiceWorker()).catch(() => {}),
      1000,
    );
    return () => clearTimeout(start);
  }, []);

  async function record(action: Omit<QueuedAction, 'key' | 'at'>, photo: Blob | null) {
    await enqueue({ ...action, key: crypto.randomUUID(), at: new Date().toISOString() }, photo);
    await send();
  }

  async function signOut(form: HTMLFormElement) {
    const unsent = (await queued()).length;
    if (unsent > 0)
      return setSignOutProblem(
        `${unsent} ${unsent === 1 ? 'action is' : 'actions are'} not sent yet: sign out once the signal is back and everything is sent.`,
      );
    await forgetDay();
    form.submit();
  }

  /** What this phone knows of a stop: an action still waiting, or the shop's answer to the last one. */
  const stateOf = (stopNo: number): StopNews | null => {
    const kept = [...waiting].reverse().find((a) => a.stopNo === stopNo);
    if (kept) return { kind: 'waiting', outcome: kept.outcome, photo: kept.photo === true };
    const last = Object.values(answers)
      .filter((a) => a.stopNo === stopNo)
      .at(-1);
    if (!last) return null;
    return last.ok ? { kind: 'recorded', outcome: last.outcome } : { kind: 'refused', msg: last.msg };
  };
  return (
    <div className="driver">
      <header className="driver__bar">
        <h1>My runs</h1>
        <p className="driver__who">{day?.name}</p>
        {day ? (
          <form
            method="post"
            action="/admin/logout"
            onSubmit={(e) => {
              e.preventDefault();
              void signOut(e.currentTarget);
            }}
          >
            <input type="hidden" name="_csrf" value={csrf} />
            <button type="submit" className="driver__quiet">
              Sign out
            </button>
          </form>
        ) : null}
      </header>
      {signOutProblem ? (
        <p className="driver-stop__problem" role="alert">
          {signOutProblem}
        </p>
      ) : null}
      <p className={`driver__link driver__link--${online ? 'on' : 'off'}`} role="status">
        {online ? 'Online' : 'No signal'}
        {waiting.length > 0
          ? ` · ${waiting.length} ${waiting.length === 1 ? 'action' : 'actions'} kept on this phone, sent when the signal is back`
          : ' · everything is sent'}
        {sending ? ' · sending…' : ''}
      </p>
      {keptAt ? (
        <p className="driver__kept">
          Your runs as this phone kept them at{' '}
          {new Date(keptAt).toLocaleTimeString('en-TT', { hour: '2-digit', minute: '2-digit' })}.
        </p>
      ) : null}
      {!day ? (
        <p>No signal, and this phone keeps no run yet: open this page once with signal.</p>
      ) : day.runs.length === 0 ? (
        <p>No run for you today.</p>
      ) : null}
      {day?.runs.map(({ run, stops }) => (
        <section key={run.runNo} className="driver__run" aria-labelledby={`run-${run.runNo}`}>
          <h2 id={`run-${run.runNo}`}>
            Run {run.runNo}, {dayInWords(run.runDay)}
          </h2>
          {run.state === 'planned' ? <p>This run has not left the shop yet.</p> : null}
          <ol className="driver__stops">
            {stops.map((s, i) => (
              <StopCard
                key={s.stopNo}
                n={i + 1}
                stop={s}
                news={stateOf(s.stopNo)}
                canAct={run.state !== 'planned'}
                onAction={record}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
