// What the staff do with the orders they ticked on the list: move them to a status (each order through
// the same rules, audit entry and mail as on its own page) or print their packing slips in one go.
import type { ChangeEvent } from 'react';
import { ORDER_STATUSES } from '../../../shop-rules/order-constants';
import { SaveButton } from '../shared/admin-form';
import { SelectField, TextField } from '../shared/field';

const TARGETS = ORDER_STATUSES.filter((s) => s !== 'Pending');

/** The bulk form's fields; the <Form> around the list is checked by shop-rules/forms/orders.ts bulkMoveSchema. */
export function BulkOrderActions({ error, busy }: { error: (name: string) => string | undefined; busy: boolean }) {
  const noTick = error('order');
  return (
    <fieldset className="admin-panel admin-bulk">
      <legend>With the ticked orders</legend>
      {noTick ? (
        <p className="admin-note admin-note--error" role="alert">
          {noTick}
        </p>
      ) : null}
      <div className="admin-filters">
        <SelectField label="Move to status" name="status" defaultValue="Processed" error={error('status')}>
          {TARGETS.map((s) => (
            <option key={s} value={s}>
              {s === 'Cancelled' ? 'Cancelled (the stock goes back)' : s}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Comment for the customers (optional)"
          name="comment"
          maxLength={500}
          error={error('comment')}
        />
      </div>
      <p className="admin-actions">
        <SaveButton name="intent" value="move" busy={busy}>
          Move the ticked orders
        </SaveButton>
        <button type="submit" name="intent" value="print" className="admin-button admin-button--quiet" formNoValidate>
          Print their packing slips
        </button>
      </p>
    </fieldset>
  );
}

/** Ticks or clears every order of this page (with JavaScript; without it, tick them one by one). */
export function SelectAllOrders() {
  const toggle = (e: ChangeEvent<HTMLInputElement>) => {
    for (const box of e.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="order"]') ?? [])
      box.checked = e.currentTarget.checked;
  };
  return <input type="checkbox" aria-label="Select every order on this page" onChange={toggle} />;
}
