// The driver's day kept on the phone (docs/decisions/0092): the runs and stops as the shop last sent
// them, so that /driver opened again with no signal shows them with the actions still waiting. The
// page itself (the service worker keeps it) is the same for every driver and holds nothing of theirs;
// the day lives here, in IndexedDB, and is wiped at sign-out, when the shop says the session is over,
// and after a day and a half.
import { del, delMany, get, set } from 'idb-keyval';
import type { Backoffice } from '../../server/storefront-context';
import { ANSWERS_KEY } from './driver-queue';

type DrivingDesk = Awaited<ReturnType<Backoffice['desk']>>['driving'];
export interface DriverDay {
  runs: Awaited<ReturnType<DrivingDesk['runs']>>;
  csrf: string;
  name: string;
}

const DAY = 'driver-day';
const KEEP_HOURS = 36;
/** How long the page waits for the shop before it shows the day kept on the phone. */
const WAIT_MS = 8_000;

export type DayRead =
  | { kind: 'fresh'; day: DriverDay }
  | { kind: 'kept'; day: DriverDay; at: string }
  | { kind: 'nothing-kept' }
  | { kind: 'signed-out' };

/** The day from the shop when it answers (kept for later), else the one kept on this phone. */
export async function readDay(): Promise<DayRead> {
  try {
    const res = await fetch('/driver/runs', {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    if (res.status === 401 || res.status === 403) {
      await forgetDay();
      return { kind: 'signed-out' };
    }
    if (res.ok) {
      const day = (await res.json()) as DriverDay;
      await set(DAY, { day, at: new Date().toISOString() });
      return { kind: 'fresh', day };
    }
  } catch {
    // No signal, or too slow: the day kept on the phone.
  }
  const kept = await get<{ day: DriverDay; at: string }>(DAY);
  if (!kept) return { kind: 'nothing-kept' };
  if (Date.now() - Date.parse(kept.at) > KEEP_HOURS * 3_600_000) {
    await del(DAY);
    return { kind: 'nothing-kept' };
  }
  return { kind: 'kept', ...kept };
}

/** The day and the answers shown on it; never an action still waiting to be sent. */
export async function forgetDay(): Promise<void> {
  await delMany([DAY, ANSWERS_KEY]);
}
