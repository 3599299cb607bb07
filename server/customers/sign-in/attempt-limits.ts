// The shop's limits on guessing: passwords per mobile, and requests per client address on the
// sign-in, registration and guest order-tracking endpoints. One set per app, counted across servers
// when they share Redis (server/http/limits/attempt-counters.ts).
import type { FastifyReply } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../../../shop-rules/messages/account';
import { type AttemptCounter, type AttemptCounters, createAttemptCounters } from '../../http/limits/attempt-counters';

const TEN_MINUTES = 10 * 60 * 1000;

/** perAddress: requests one client address may make to each guarded endpoint in ten minutes. */
export function createAttemptLimits(counters: AttemptCounters = createAttemptCounters(), perAddress = 20) {
  return {
    /** Wrong passwords (login, change password) per mobile; a right one clears the count. */
    passwordFailuresPerMobile: counters.counter('customer-password-failures', 5, TEN_MINUTES),
    loginsPerAddress: counters.counter('customer-logins', perAddress, TEN_MINUTES),
    /** Well-formed registrations per mobile, so one number cannot be hammered. */
    registrationsPerMobile: counters.counter('registrations-per-mobile', 5, TEN_MINUTES),
    registrationsPerAddress: counters.counter('registrations-per-address', perAddress, TEN_MINUTES),
    /** Guest order look-ups: an order id and a 7-digit mobile must not be guessable by brute force. */
    trackingPerAddress: counters.counter('guest-tracking', perAddress, TEN_MINUTES),
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ success: false, msg: TOO_MANY_ATTEMPTS });
}

/** Counts this request against an address limit; true when it is over and already answered 429. */
export async function overAddressLimit(
  limiter: AttemptCounter,
  address: string,
  reply: FastifyReply,
): Promise<boolean> {
  const wait = await limiter.retryAfterSeconds(address);
  if (wait > 0) {
    tooManyAttempts(reply, wait);
    return true;
  }
  await limiter.record(address);
  return false;
}
