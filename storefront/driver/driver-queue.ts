// The driver's actions kept on the phone (IndexedDB) until the shop has answered each one
// (docs/decisions/0084): every action has its own key, so sending it again, after a lost answer or
// from a second tab, is recorded once by the server. Sent at once when online, when the signal comes
// back ('online'), when the page opens, and every half minute while anything waits.
// An action's photo of proof (decision 0090) is kept beside it under its own key and sent with it, in a
// form of its own (one photo a form), and forgotten once the shop has answered the action.
import { del, get, set } from 'idb-keyval';
import { photoField } from '../../shop-rules/delivery/proof';

export interface QueuedAction {
  key: string;
  stopNo: number;
  orderNo: number;
  outcome: 'delivered' | 'failed';
  receiver?: string;
  /** Cents. */
  amount?: number;
  method?: 'cash' | 'card' | null;
  reason?: string;
  note?: string;
  /** Whether a photo waits with it (kept under photoKeyOf(key)). */
  photo?: boolean;
  /** When it happened on the phone (ISO). */
  at: string;
}

export interface ActionAnswer {
  key: string;
  stopNo: number;
  outcome: 'delivered' | 'failed';
  ok: boolean;
  msg: string;
}

const QUEUE = 'driver-actions';
const ANSWERS = 'driver-answers';
const photoKeyOf = (actionKey: string) => `driver-photo:${actionKey}`;

export async function queued(): Promise<QueuedAction[]> {
  return (await get<QueuedAction[]>(QUEUE)) ?? [];
}

export async function answered(): Promise<Record<string, ActionAnswer>> {
  return (await get<Record<string, ActionAnswer>>(ANSWERS)) ?? {};
}

/** The photo first: an action in the queue always finds its photo. */
export async function enqueue(action: QueuedAction, photo: Blob | null = null): Promise<void> {
  if (photo) await set(photoKeyOf(action.key), photo);
  await set(QUEUE, [...(await queued()), { ...action, photo: photo !== null }]);
}

/** One form: the photo-less actions together, or one action with its photo. */
async function formsOf(waiting: QueuedAction[], csrf: string): Promise<{ actions: QueuedAction[]; form: FormData }[]> {
  const plain = waiting.filter((a) => !a.photo);
  const groups = [...(plain.length > 0 ? [plain] : []), ...waiting.filter((a) => a.photo).map((a) => [a])];
  const forms = [];
  for (const actions of groups) {
    const form = new FormData();
    form.set('_csrf', csrf);
    form.set('actions', JSON.stringify(actions.map(({ photo: _photo, ...a }) => a)));
    for (const a of actions) {
      const photo = a.photo ? await get<Blob>(photoKeyOf(a.key)) : undefined;
      if (photo) form.set(photoField(a.key), photo, `${a.key}.jpg`);
    }
    forms.push({ actions, form });
  }
  return forms;
}

/** Sends what waits; keeps it when the shop could not be reached. Answers are kept to show on the stops. */
export async function sendQueued(csrf: string, path = '/driver/send'): Promise<{ sent: number; left: number }> {
  const waiting = await queued();
  if (waiting.length === 0) return { sent: 0, left: 0 };
  const answers: ActionAnswer[] = [];
  for (const { actions, form } of await formsOf(waiting, csrf)) {
    try {
      const res = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
      if (!res.ok) break;
      const got = ((await res.json()) as { answers: Omit<ActionAnswer, 'stopNo' | 'outcome'>[] }).answers;
      for (const a of got) {
        const sent = actions.find((w) => w.key === a.key);
        answers.push({ ...a, stopNo: sent?.stopNo ?? 0, outcome: sent?.outcome ?? 'failed' });
      }
    } catch {
      // No signal: what is left waits for the next sending.
      break;
    }
  }
  if (answers.length === 0) return { sent: 0, left: waiting.length };
  const done = new Set(answers.map((a) => a.key));
  // Only what was sent and answered leaves; anything queued meanwhile stays.
  const left = (await queued()).filter((a) => !done.has(a.key));
  await set(QUEUE, left);
  for (const a of waiting) if (a.photo && done.has(a.key)) await del(photoKeyOf(a.key));
  const kept = await answered();
  for (const a of answers) kept[a.key] = { key: a.key, stopNo: a.stopNo, outcome: a.outcome, ok: a.ok, msg: a.msg };
  await set(ANSWERS, kept);
  return { sent: answers.length, left: left.length };
}

/** The shop's answers shown on the stops: forgotten with the day's runs at sign-out (kept-day.ts). */
export const ANSWERS_KEY = ANSWERS;
