// What the staff do with the orders they ticked on the list: move them to a status (each order through
// the same rules, audit entry and mail as on its own page) or print their packing slips in one go.
import type { ChangeEvent } from 'react';
import type { ActionResult } from '../../shop-rules/api/backoffice';
import { ORDER_STATUSES } from '../../shop-rules/order-constants';
import { SelectField, TextField } from './field';
import { fieldError } from './form-message';

const TARGETS = ORDER_STATUSES.filter((s) => s !== 'Pending');

export function BulkOrderActions({ result }: { result: ActionResult | undefined }) {
  return (
    <fieldset className="admin-panel admin-bulk">
      <legend>With the ticked orders</legend>
      <div className="admin-filters">
        <SelectField label="Move to status" name="status" defaultValue="Processed" error={fieldError(result, 'status')}>
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
          error={fieldError(result, 'comment')}
        />
      </div>
      <p className="admin-actions">
        <button type="submit" name="intent" value="move" className="admin-button">
          Move the ticked orders
        </button>
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
