// Where @fastify/rate-limit keeps its counts when REDIS_URL is set: in Redis, so every server of the shop
// adds to one count per client address (docs/decisions/0028). Each count is kept in this process too;
// while Redis cannot be reached the limits count here alone, so an outage neither stops the shop nor
// lifts the limits, and the log says so (server/http/redis-connection.ts).
import type { SharedRedis } from '../redis-connection';

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, result: Counted) => void;

// One atomic step: count the request, start the window on the first one, answer the count and time left.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** A fixed window per key in this process's memory; the least recently counted keys go first. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys: number) {}

  count(key: string, windowMs: number): Counted {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) w = { count: 0, endsAt: now + windowMs };
    w.count++;
    this.windows.delete(key);
    this.windows.set(key, w);
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    return { current: w.count, ttl: w.endsAt - now };
  }
}

type CountingClient = SharedRedis['client'] & {
  shopRateCount?(key: string, windowMs: number): Promise<[number, number]>;
};

/** The store class @fastify/rate-limit's `store` option takes, bound to the shop's Redis connection. */
export function sharedRateStore(redis: SharedRedis, rememberedKeys: number) {
  const client: CountingClient = redis.client;
  if (!client.shopRateCount) client.defineCommand('shopRateCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const count = (key: string, windowMs: number) => client.shopRateCount!(key, windowMs);
  const local = new LocalWindows(rememberedKeys);

  return class SharedRateStore {
    incr(key: string, done: Done, timeWindow: number) {
      const here = local.count(key, timeWindow);
      count(`shop:rate:${key}`, timeWindow).then(
        ([current, ttl]) => done(null, { current, ttl }),
        (err: unknown) => {
          redis.failed(err, 'request limits count on this server alone until it is back');
          done(null, here);
        },
      );
    }

    child() {
      return this;
    }
  };
}
