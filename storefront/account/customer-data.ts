// What the account pages' clientLoader and clientAction functions share. The customer's token lives
// in localStorage, so these run in the browser only; lib/api.ts sends the token with each call
// (docs/decisions/0026-one-way-to-load-data.md).
import { failureText, isSessionRefused } from './api-failure';
import { usableToken } from './session/customer-token';
import { readStoredToken } from './session/session-storage';

/** What an account page's loader read: nothing for a guest, the data, or why it could not be read. */
export type CustomerLoad<T> =
  | { customerNo: null }
  | { customerNo: number; data: T }
  | { customerNo: number; failure: string; refused: boolean };

/** The customer of the stored token, or null when there is none or it has expired. */
export function storedCustomerNo(): number | null {
  return usableToken(readStoredToken())?.customer.CustomerNo ?? null;
}

/** Reads the page's data for the signed-in customer; a guest gets no call to the server. */
export async function loadForCustomer<T>(read: () => Promise<T>): Promise<CustomerLoad<T>> {
  const customerNo = storedCustomerNo();
  if (customerNo === null) return { customerNo };
  try {
    return { customerNo, data: await read() };
  } catch (err) {
    return { customerNo, failure: failureText(err), refused: isSessionRefused(err) };
  }
}

/** A call a form sent that did not succeed: the session was refused (401), or the message to show. */
export type SendFailure = { refused: true } | { alert: string };

export function sendFailure(err: unknown): SendFailure {
  return isSessionRefused(err) ? { refused: true } : { alert: failureText(err) };
}
