// The approve form's choices beyond the comment (docs/product.md#refunds): refund the returned units
// (only for staff who may give money back) and put them back in stock, a choice since opened goods may
// not go back on the shelf.
import type { ReturnChoices } from '../../../server/storefront-context';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { centsToDecimal, ttCents } from '../../../shop-rules/money';
import { REFUND_METHOD_LABELS, REFUND_METHODS } from '../../../shop-rules/refunds';
import { CheckField, SelectField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';

interface Props {
  r: { quantity: number; opened: boolean; mayRefund: boolean; settlement: ReturnChoices };
  result: ActionResult | undefined;
  /** The decision form's message for a field (useAdminForm). */
  error: (name: string) => string | undefined;
}

export function ReturnSettlementFields({ r, result, error }: Props) {
  const typed = formDefaults(result);
  const s = r.settlement;
  const first = s.lines[0];
  const suggested = Math.min(s.refundable, first ? first.unitCents * r.quantity : 0);
  return (
    <fieldset className="admin-fieldset">
      <legend>When approving</legend>
      {s.lines.length > 1 ? (
        <SelectField label="Order line returned" name="lineNo" defaultValue={String(first?.lineNo ?? '')}>
          {s.lines.map((l) => (
            <option key={l.lineNo} value={l.lineNo}>
              {l.label} ({l.quantity} ordered)
            </option>
          ))}
        </SelectField>
      ) : null}
      <CheckField
        label={`Put the ${r.quantity} returned back in stock`}
        name="restock"
        defaultChecked={!r.opened}
        error={error('lineNo')}
      />
      {r.mayRefund && s.refundable > 0 ? (
        <>
          <CheckField label="Refund the returned units" name="refund" defaultChecked={typed.checked('refund', true)} />
          <TextField
            label="Amount to refund (TT$)"
            name="amount"
            inputMode="decimal"
            defaultValue={typed.text('amount', centsToDecimal(suggested))}
            hint={`What the returned units cost; at most ${ttCents(s.refundable)} is still refundable on the order.`}
            error={error('amount')}
          />
          <SelectField
            label="Refunded by"
            name="method"
            defaultValue={typed.text('method', 'cash')}
            error={error('method')}
          >
            {REFUND_METHODS.map((m) => (
              <option key={m} value={m}>
                {REFUND_METHOD_LABELS[m]}
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <p className="admin-hint">
          {s.paid === 0
            ? 'Nothing was paid on this order: there is nothing to refund.'
            : s.refundable === 0
              ? 'Everything paid on this order is refunded already.'
              : 'An owner or a manager records refunds.'}
        </p>
      )}
    </fieldset>
  );
}
