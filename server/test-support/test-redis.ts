// Tests only: the Redis the shared-limit tests use (TEST_REDIS_URL, default the machine's own), and
// whether it answers. Tests that need it are skipped, saying why, when it does not.
import net from 'node:net';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const NO_REDIS = `skipped: no Redis answers at ${TEST_REDIS_URL} (start redis-server, or set TEST_REDIS_URL)`;

/** True when a Redis server answers PING at the address within a second. */
export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** An address no Redis listens on: a Redis outage, for the tests of what the shop does then. */
export const DEAD_REDIS_URL = 'redis://127.0.0.1:1';
