// Memory from the first start (docs/decisions/0063): the shop started on an empty database (it
// migrates, seeds the demo catalogue and makes its pictures), then left idle; its resident memory 5 s
// after it first answers, beside the same after a plain restart on the data it made.
import { rssMiB } from './memory';
import { startShopProcess } from './shop-process';

const IDLE_MS = 5_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** env: an empty DATA_DIR (and, on PostgreSQL, an empty DATABASE_URL). */
export async function firstStartMemory(root: string, env: Record<string, string>, port: number) {
  const first = await startShopProcess(root, env, port);
  let firstStartMs: number;
  let firstStartRssMiB: number | null;
  try {
    firstStartMs = Math.round(first.readyMs);
    await pause(IDLE_MS);
    firstStartRssMiB = rssMiB(first.pid);
  } finally {
    await first.stop();
  }
  const again = await startShopProcess(root, env, port);
  try {
    await pause(IDLE_MS);
    return { firstStartMs, firstStartRssMiB, restartRssMiB: rssMiB(again.pid) };
  } finally {
    await again.stop();
  }
}
