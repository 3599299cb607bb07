// A stop on a run and what happened at the door (docs/product.md#runs-and-attempts, docs/decisions/0081):
// three attempts at most; a failed one sends the order back for another day, the third returns it to the shop.
import { DELIVERY_ATTEMPTS } from '../constants';

export const FAILURE_REASONS = Object.freeze([
  'not-home',
  'wrong-address',
  'refused',
  'no-money',
  'unreachable',
  'other',
] as const);
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The reason in the customer's words (mail, Order Track) and the staff's (run sheet, history). */
export const FAILURE_REASON_WORDS: Readonly<Record<FailureReason, string>> = Object.freeze({
  'not-home': 'Nobody was home',
  'wrong-address': 'The address could not be found',
  refused: 'The parcel was refused',
  'no-money': 'The payment was not ready',
  unreachable: 'We could not reach you by phone',
  other: 'Another reason',
});

export function isFailureReason(value: unknown): value is FailureReason {
  return typeof value === 'string' && (FAILURE_REASONS as readonly string[]).includes(value);
}
/** 'Other' needs a note saying what happened. */
export const reasonNeedsNote = (reason: FailureReason) => reason === 'other';

export const MAX_ATTEMPTS = DELIVERY_ATTEMPTS;

/** A stop's state on its run. */
export const STOP_STATES = Object.freeze(['waiting', 'delivered', 'failed'] as const);
export type StopState = (typeof STOP_STATES)[number];

/** A run: planned (stops may change), left the shop (orders Shipped), closed (every stop done). */
export const RUN_STATES = Object.freeze(['planned', 'left', 'closed'] as const);
export type RunState = (typeof RUN_STATES)[number];

/** Where an order is on the road, beside its status: null while it may still go out. */
export const ROAD_STATES = Object.freeze(['returning', 'received-back'] as const);
export type RoadState = (typeof ROAD_STATES)[number];

/** How the money was taken at the door. */
export const DOOR_METHODS = Object.freeze(['cash', 'card'] as const);
export type DoorMethod = (typeof DOOR_METHODS)[number];
export const DOOR_METHOD_WORDS: Readonly<Record<DoorMethod, string>> = Object.freeze({
  cash: 'Cash',
  card: 'Card on the terminal',
});
export function isDoorMethod(value: unknown): value is DoorMethod {
  return typeof value === 'string' && (DOOR_METHODS as readonly string[]).includes(value);
}

/** What follows a failed attempt: another day, or back to the shop after the last one. */
export function afterFailedAttempt(failedSoFar: number): 'another-day' | 'return-to-shop' {
  return failedSoFar >= MAX_ATTEMPTS ? 'return-to-shop' : 'another-day';
}

/** Whether one more attempt may be made after `failedSoFar` failed ones. */
export const mayAttemptAgain = (failedSoFar: number) => failedSoFar < MAX_ATTEMPTS;

/** The customer's line for one attempt: 'Attempt 2 of 3, Tuesday 1 December: Nobody was home'. */
export const attemptLine = (n: number, dayWords: string, reason: FailureReason | null, note = '') =>
  reason
    ? `Attempt ${n} of ${MAX_ATTEMPTS}, ${dayWords}: ${FAILURE_REASON_WORDS[reason]}${reason === 'other' && note ? ` (${note})` : ''}`
    : `Delivered ${dayWords}`;

export const OUT_FOR_DELIVERY_TODAY = 'Out for delivery today';
