// The product page's stock: an adjustment by hand (units added or taken away, with a reason) and the
// history of every change of its stock, newest first (docs/product.md#stock-history).
import { Form, Link } from 'react-router';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { stockAdjustSchema } from '../../../shop-rules/forms/stock';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';

interface Movement {
  movementNo: number;
  at: string;
  item: string;
  change: number;
  stockAfter: number;
  reasonLabel: string;
  note: string;
  orderNo: number | null;
  staffName: string | null;
}

type History = { rows: Movement[]; total: number; page: number; pageSize: number };

export function StockHistory({
  product,
  variants,
  history,
  result,
}: {
  product: { productNo: number; stock: number };
  variants: { skuNo: number; color: string | null; size: string | null; stock: number }[];
  history: History;
  result: ActionResult | undefined;
}) {
  const d = formDefaults(result);
  const form = useAdminForm(stockAdjustSchema, result, 'adjust-stock');
  const err = form.error;
  return (
    <section className="admin-panel" aria-labelledby="stock-heading">
      <h2 id="stock-heading">Stock changes</h2>
      <FormMessage result={result} />
      <Form method="post" aria-label="Adjust the stock" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="adjust-stock" />
        <div className="admin-grid">
          {variants.length > 0 ? (
            <SelectField label="Variant" name="skuNo" required defaultValue={d.text('skuNo', '')} error={err('skuNo')}>
              <option value="">Choose a variant</option>
              {variants.map((v) => (
                <option key={v.skuNo} value={v.skuNo}>
                  {[v.color, v.size].filter(Boolean).join(', ')} ({v.stock} in stock)
                </option>
              ))}
            </SelectField>
          ) : (
            <p>{product.stock} in stock.</p>
          )}
          <TextField
            label="Units to add or take away"
            name="change"
            inputMode="numeric"
            required
            hint="Like 5 (a delivery) or -2 (broken, lost)."
            defaultValue={d.text('change', '')}
            error={err('change')}
          />
          <TextField
            label="Reason"
            name="note"
            required
            maxLength={200}
            hint="Shown in the history below."
            defaultValue={d.text('note', '')}
            error={err('note')}
          />
        </div>
        <SaveButton busy={form.busy}>Adjust the stock</SaveButton>
      </Form>
      <StockMovements history={history} />
    </section>
  );
}

/** What changed each figure, newest first. */
function StockMovements({ history }: { history: History }) {
  return (
    <>
      {history.total === 0 ? (
        <p>No stock changes recorded yet.</p>
      ) : (
        <>
          <TableScroll label="Stock history">
            <table className="admin-table">
              <caption>Stock history, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Colour, size</th>
                  <th scope="col" className="num">
                    Change
                  </th>
                  <th scope="col" className="num">
                    Stock after
                  </th>
                  <th scope="col">Why</th>
                  <th scope="col">Order</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {history.rows.map((m) => (
                  <tr key={m.movementNo}>
                    <td>{when(m.at)}</td>
                    <td>{m.item}</td>
                    <td className="num">{m.change > 0 ? `+${m.change}` : m.change}</td>
                    <td className="num">{m.stockAfter}</td>
                    <td>
                      {m.reasonLabel}
                      {m.note ? `: ${m.note}` : ''}
                    </td>
                    <td>{m.orderNo ? <Link to={`/admin/orders/${m.orderNo}`}>{m.orderNo}</Link> : ''}</td>
                    <td>{m.staffName ?? 'The shop'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager page={history.page} pageSize={history.pageSize} total={history.total} label="Stock history" />
        </>
      )}
    </>
  );
}
