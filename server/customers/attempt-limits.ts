// The shop's limits on guessing: passwords per mobile, and requests per client address on the
// sign-in, registration and guest order-tracking endpoints. One set per app instance.
import type { FastifyReply } from 'fastify';
import { AttemptLimiter } from '../http/attempt-limiter';
import { TOO_MANY_ATTEMPTS } from '../../shop-rules/messages/account';

const TEN_MINUTES = 10 * 60 * 1000;

/** perAddress: requests one client address may make to each guarded endpoint in ten minutes. */
export function createAttemptLimits(now: () => number = Date.now, perAddress = 20) {
  return {
    /** Wrong passwords (login, change password) per mobile; a right one clears the count. */
    passwordFailuresPerMobile: new AttemptLimiter(5, TEN_MINUTES, now),
    loginsPerAddress: new AttemptLimiter(perAddress, TEN_MINUTES, now),
    /** Well-formed registrations per mobile, so one number cannot be hammered. */
    registrationsPerMobile: new AttemptLimiter(5, TEN_MINUTES, now),
    registrationsPerAddress: new AttemptLimiter(perAddress, TEN_MINUTES, now),
    /** Guest order look-ups: an order id and a 7-digit mobile must not be guessable by brute force. */
    trackingPerAddress: new AttemptLimiter(perAddress, TEN_MINUTES, now),
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ success: false, msg: TOO_MANY_ATTEMPTS });
}

/** Counts this request against an address limit; true when it is over and already answered 429. */
export function overAddressLimit(limiter: AttemptLimiter, address: string, reply: FastifyReply): boolean {
  const wait = limiter.retryAfterSeconds(address);
  if (wait > 0) {
    tooManyAttempts(reply, wait);
    return true;
  }
  limiter.record(address);
  return false;
}
