// Several orders at once from the Orders list: move the chosen ones to a status, each through the same
// rules, audit entry and mail as a single change and in its own transaction, so one refused order
// leaves the others moved (docs/decisions/0033); or open their packing slips on one page.

import { bulkMoveSchema } from '../../../shop-rules/forms/orders';
import { TICK_AN_ORDER, tooManyOrdersAtOnce } from '../../../shop-rules/messages/backoffice';
import type { Actor } from '../shared/audit';
import { BackofficeError } from '../shared/errors';
import { formFields, readForm } from '../shared/form-fields';
import { changeStatus, type OrderChangeDeps } from './order-changes';

/** At most a page of the list and a little more: one posted form stays a short job. */
export const MOST_ORDERS_AT_ONCE = 100;

/** The ticked orders (repeated 'order' fields), each a whole number, once each. */
export function chosenOrders(values: (FormDataEntryValue | string)[]): number[] {
  const numbers = new Set<number>();
  for (const v of values) {
    const s = typeof v === 'string' ? v.trim() : '';
    if (/^\d{1,9}$/.test(s) && Number(s) > 0) numbers.add(Number(s));
  }
  if (numbers.size === 0) throw new BackofficeError(TICK_AN_ORDER, { order: TICK_AN_ORDER });
  if (numbers.size > MOST_ORDERS_AT_ONCE) throw new BackofficeError(tooManyOrdersAtOnce(MOST_ORDERS_AT_ONCE));
  return [...numbers].sort((a, b) => a - b);
}

export async function moveOrders(deps: OrderChangeDeps, actor: Actor, form: FormData): Promise<string> {
  const fields = formFields(form);
  // No tick, a wrong status or comment is wrong for every order: said once, as the form's own message
  // (the same schema the page checks, shop-rules/forms/orders.ts).
  const { status } = readForm(bulkMoveSchema, fields);
  const orderNos = chosenOrders(form.getAll('order'));
  const moved: number[] = [];
  const refused: string[] = [];
  for (const orderNo of orderNos) {
    try {
      await changeStatus(deps, actor, orderNo, fields);
      moved.push(orderNo);
    } catch (err) {
      if (!(err instanceof BackofficeError)) throw err;
      refused.push(`order ${orderNo}: ${err.message}`);
    }
  }
  const done = moved.length
    ? `${moved.length === 1 ? 'Order' : 'Orders'} ${moved.join(', ')} ${moved.length === 1 ? 'is' : 'are'} now ${status}.`
    : '';
  const notDone = refused.length ? `Not moved: ${refused.join('; ')}` : '';
  if (!moved.length) throw new BackofficeError(notDone, {}, 409);
  return [done, notDone].filter(Boolean).join(' ');
}
