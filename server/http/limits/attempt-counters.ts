// The shop's counters of attempts (wrong passwords, sign-ins per address …): shared by every server
// through Redis when REDIS_URL is set, else in this process (docs/decisions/0028). Each Redis counter
// also counts in memory; while Redis cannot be reached it answers from there, so a Redis outage
// neither locks everyone out nor lifts the limits: each server then allows what one server would.
import crypto from 'node:crypto';
import type { SharedRedis } from '../redis-connection';
import { AttemptLimiter } from './attempt-limiter';

export interface AttemptCounter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): Promise<number>;
  record(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface AttemptCounters {
  /** name: what is counted, unique in the shop ('customer-password-failures'); max attempts per window. */
  counter(name: string, max: number, windowMs: number): AttemptCounter;
}

function inMemory(limiter: AttemptLimiter): AttemptCounter {
  return {
    retryAfterSeconds: async (key) => limiter.retryAfterSeconds(key),
    record: async (key) => limiter.record(key),
    clear: async (key) => limiter.clear(key),
  };
}

/** Redis keys hold a digest, never a mobile or an e-mail address. */
const redisKey = (name: string, key: string) =>
  `shop:attempts:${name}:${crypto.createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;

function inRedis(redis: SharedRedis, local: AttemptLimiter, name: string, now: () => number): AttemptCounter {
  const { max, windowMs } = local;
  const lost = (err: unknown) => redis.failed(err, 'sign-in limits count on this server alone until it is back');
  return {
    async retryAfterSeconds(key) {
      try {
        const at = now();
        const scores = await redis.client.zrangebyscore(redisKey(name, key), `(${at - windowMs}`, '+inf', 'WITHSCORES');
        const times = scores.filter((_, i) => i % 2 === 1).map(Number);
        if (times.length < max) return 0;
        return Math.max(1, Math.ceil((times[times.length - max]! + windowMs - at) / 1000));
      } catch (err) {
        lost(err);
        return local.retryAfterSeconds(key);
      }
    },
    async record(key) {
      local.record(key);
      const at = now();
      const k = redisKey(name, key);
      try {
        const results = await redis.client
          .multi()
          .zadd(k, at, `${at}-${crypto.randomBytes(6).toString('base64url')}`)
          .zremrangebyscore(k, '-inf', at - windowMs)
          .zremrangebyrank(k, 0, -(max + 1)) // only the latest max attempts matter
          .pexpire(k, windowMs)
          .exec();
        const failure = results?.find(([err]) => err)?.[0];
        if (failure) throw failure;
      } catch (err) {
        lost(err);
      }
    },
    async clear(key) {
      local.clear(key);
      try {
        await redis.client.del(redisKey(name, key));
      } catch (err) {
        lost(err);
      }
    },
  };
}

export function createAttemptCounters(opts: { redis?: SharedRedis; now?: () => number } = {}): AttemptCounters {
  const now = opts.now ?? Date.now;
  return {
    counter(name, max, windowMs) {
      const local = new AttemptLimiter(max, windowMs, now);
      return opts.redis ? inRedis(opts.redis, local, name, now) : inMemory(local);
    },
  };
}
