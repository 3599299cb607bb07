// The one Redis connection of a server (REDIS_URL), shared by the request limits and the sign-in
// counters (docs/decisions/0028). A Redis outage never takes the shop down: commands fail at once
// instead of queueing, the callers count on this server alone meanwhile, and the log says so once a
// minute at most (the error's code only: an address in a message is not personal, but keep logs lean).
import { Redis } from 'ioredis';

export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface SharedRedis {
  client: Redis;
  /** Called by a user of the connection when a command failed; logs at most once a minute. */
  failed(err: unknown, what: string): void;
  /** True once connected; false at the first failure or after `ms` (the server starts either way). */
  ready(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

const LOG_EVERY_MS = 60_000;

const codeOf = (err: unknown) => (err as { code?: string })?.code ?? (err as Error)?.name ?? 'unknown';

export function connectRedis(url: string, log: RedisLog): SharedRedis {
  const client = new Redis(url, {
    // A command while disconnected fails now rather than waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastLogged = 0;
  let down = false;
  const failed = (err: unknown, what: string) => {
    down = true;
    const now = Date.now();
    if (now - lastLogged < LOG_EVERY_MS) return;
    lastLogged = now;
    log.warn({ code: codeOf(err) }, `Redis unreachable: ${what}`);
  };
  client.on('error', (err) => failed(err, 'limits count on this server alone until it is back'));
  client.on('ready', () => {
    if (!down) return;
    down = false;
    lastLogged = 0;
    log.info({}, 'Redis reachable again: limits are shared across servers');
  });
  return {
    client,
    failed,
    ready(ms) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          client.off('ready', onReady);
          client.off('error', onError);
          resolve(ok);
        };
        const onReady = () => done(true);
        // Refused or unknown host: no point waiting out the time; it reconnects on its own.
        const onError = () => done(false);
        const timer = setTimeout(() => done(false), ms);
        client.on('ready', onReady);
        client.on('error', onError);
      });
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
