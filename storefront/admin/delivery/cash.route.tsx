// /admin/cash: cash on the road per driver, the cashier's counted hand-over (a difference needs its
// reason), banking with the slip's reference, confirming against the statement, the day's
// reconciliation with its CSV, and a courier's settlement CSV (docs/product.md#cash-from-the-door-to-the-bank).
import { Form, Link, redirect } from 'react-router';
import { differenceWords, MAX_REASON_LENGTH, MAX_SLIP_LENGTH } from '../../../shop-rules/delivery/cash-custody';
import { bankSchema, confirmDepositSchema, courierFileSchema, handOverSchema } from '../../../shop-rules/forms/cash';
import { ttCents } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { refusedFor, SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/cash.route';

export const meta = () => adminMeta('Cash and couriers');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'cash');
  const query = new URL(request.url).searchParams;
  const from = query.get('from') || shopDay();
  const to = query.get('to') || from;
  const [page, lines] = await Promise.all([desk.cash.page(), desk.cash.reconciliation(from, to)]);
  return { ...page, lines, from, to };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.shop.backoffice.act(
    request,
    'cash',
    async (desk, form) => {
      const intent = String(form.get('intent') ?? '');
      if (intent === 'hand-over') return desk.cash.handOver(form);
      if (intent === 'bank') return desk.cash.bank(form);
      if (intent.startsWith('confirm')) return desk.cash.confirm(Number(form.get('depositNo') ?? 0), form);
      const dry = await desk.cash.dryRunCourier(form);
      return redirect(`/admin/cash/courier/${dry.settlementNo}`);
    },
    { maxMegabytes: 2 },
  );
  return answer(result);
}

type Page = Route.ComponentProps['loaderData'];
type Result = Route.ComponentProps['actionData'];

export default function AdminCash({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Cash and couriers</h1>
      <FormMessage result={actionData} />
      <section className="admin-panel" aria-labelledby="road-title">
        <h2 id="road-title">Cash on the road</h2>
        {page.onTheRoad.length === 0 ? (
          <p role="status">No driver holds cash.</p>
        ) : (
          <ul>
            {page.onTheRoad.map((d) => (
              <li key={d.driverStaffNo}>
                {d.driver}: {ttCents(d.amount)} from {d.orders} orders
              </li>
            ))}
          </ul>
        )}
        <HandOverForm page={page} result={actionData} />
      </section>
      <BankForm page={page} result={actionData} />
      <section className="admin-panel" aria-labelledby="deposits-title">
        <h2 id="deposits-title">Deposits</h2>
        <ul>
          {page.deposits.map((d) => (
            <li key={d.depositNo}>
              Deposit {d.depositNo}: {ttCents(d.amount)} on slip {d.slipReference}, {when(d.bankedAt)} ·{' '}
              {d.confirmedAt ? (
                `confirmed (${d.statementReference})`
              ) : (
                <ConfirmDepositForm depositNo={d.depositNo} result={actionData} />
              )}
            </li>
          ))}
        </ul>
      </section>
      <Reconciliation page={page} />
      <CourierFileForm result={actionData} />
    </>
  );
}

// Each form is checked in the browser by the schema the server checks (shop-rules/forms/cash.ts); the
// page's forms post to one action and are told apart by their intent.

function HandOverForm({ page, result }: { page: Page; result: Result }) {
  const form = useAdminForm(handOverSchema, result, 'hand-over', 'hand-over');
  const typed = formDefaults(refusedFor(result, 'hand-over'));
  return (
    <Form method="post" className="admin-form" aria-labelledby="hand-over-title" {...form.formProps}>
      <h3 id="hand-over-title">Hand-over: count the driver&apos;s cash</h3>
      <CsrfField />
      <input type="hidden" name="intent" value="hand-over" />
      <SelectField
        label="Driver"
        name="driver"
        required
        defaultValue={typed.text('driver', '')}
        error={form.error('driver')}
      >
        <option value="" disabled>
          Choose
        </option>
        {page.onTheRoad.map((d) => (
          <option key={d.driverStaffNo} value={d.driverStaffNo}>
            {d.driver}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Counted (TT$)"
        name="counted"
        inputMode="decimal"
        required
        defaultValue={typed.text('counted', '')}
        error={form.error('counted')}
      />
      <TextField
        label="Reason, when the count differs"
        name="reason"
        maxLength={MAX_REASON_LENGTH}
        defaultValue={typed.text('reason', '')}
        error={form.error('reason')}
      />
      <SaveButton busy={form.busy}>Record the hand-over</SaveButton>
    </Form>
  );
}

function BankForm({ page, result }: { page: Page; result: Result }) {
  const form = useAdminForm(bankSchema, result, 'bank', 'bank');
  const noTick = form.error('handover');
  return (
    <section className="admin-panel" aria-labelledby="handovers-title">
      <h2 id="handovers-title">Hand-overs</h2>
      <Form method="post" aria-labelledby="handovers-title" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="bank" />
        <TableScroll label="Hand-overs" cards>
          <table className="admin-table">
            <caption>Counted cash, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Bank</th>
                <th scope="col">When</th>
                <th scope="col">Driver</th>
                <th scope="col" className="num">
                  Recorded
                </th>
                <th scope="col" className="num">
                  Counted
                </th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              {page.handovers.map((h) => (
                <tr key={h.handoverNo}>
                  <td>
                    {h.depositNo === null ? (
                      <label className="admin-check">
                        <input type="checkbox" name="handover" value={h.handoverNo} />
                        <span className="visually-hidden">Bank hand-over {h.handoverNo}</span>
                      </label>
                    ) : (
                      `Deposit ${h.depositNo}`
                    )}
                  </td>
                  <td>{when(h.at)}</td>
                  <td>{h.driver}</td>
                  <td className="num">{ttCents(h.recorded)}</td>
                  <td className="num">{ttCents(h.counted)}</td>
                  <td>
                    {differenceWords(h.difference)}
                    {h.reason ? `: ${h.reason}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {noTick ? (
          <p className="admin-note admin-note--error" role="alert">
            {noTick}
          </p>
        ) : null}
        <TextField
          label="Deposit slip reference"
          name="slip"
          maxLength={MAX_SLIP_LENGTH}
          required
          error={form.error('slip')}
        />
        <SaveButton busy={form.busy}>Banked on this slip</SaveButton>
      </Form>
    </section>
  );
}

function ConfirmDepositForm({ depositNo, result }: { depositNo: number; result: Result }) {
  const intent = `confirm-${depositNo}`;
  const form = useAdminForm(confirmDepositSchema, result, intent, intent);
  return (
    <Form method="post" className="admin-inline-form" aria-label={`Confirm deposit ${depositNo}`} {...form.formProps}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="depositNo" value={depositNo} />
      <TextField
        label="Statement line"
        name="statement"
        maxLength={MAX_SLIP_LENGTH}
        required
        error={form.error('statement')}
      />
      <SaveButton busy={form.busy}>Confirm deposit {depositNo}</SaveButton>
    </Form>
  );
}

function Reconciliation({ page }: { page: Page }) {
  return (
    <section className="admin-panel" aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">Reconciliation</h2>
      <Form method="get" className="admin-filters">
        <label>
          From <input type="date" name="from" defaultValue={page.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={page.to} />
        </label>
        <button type="submit" className="admin-button">
          Show
        </button>{' '}
        <Link to={`/admin/cash/reconciliation.csv?from=${page.from}&to=${page.to}`} reloadDocument>
          Download CSV
        </Link>
      </Form>
      <TableScroll label="Reconciliation" cards>
        <table className="admin-table">
          <caption>
            Per driver and day, {page.from} to {page.to}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Driver</th>
              <th scope="col" className="num">
                Expected
              </th>
              <th scope="col" className="num">
                Collected
              </th>
              <th scope="col" className="num">
                Handed over
              </th>
              <th scope="col" className="num">
                Banked
              </th>
              <th scope="col" className="num">
                Card at the door
              </th>
              <th scope="col" className="num">
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {page.lines.map((l) => (
              <tr key={`${l.day}-${l.driver}`}>
                <td>{l.day}</td>
                <td>{l.driver}</td>
                <td className="num">{ttCents(l.expected)}</td>
                <td className="num">{ttCents(l.collected)}</td>
                <td className="num">{ttCents(l.handedOver)}</td>
                <td className="num">{ttCents(l.banked)}</td>
                <td className="num">{ttCents(l.card)}</td>
                <td className="num">{ttCents(l.difference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function CourierFileForm({ result }: { result: Result }) {
  const form = useAdminForm(courierFileSchema, result, 'courier', 'courier');
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-panel admin-form"
      aria-labelledby="courier-title"
      {...form.formProps}
    >
      <h2 id="courier-title">Courier settlement</h2>
      <p className="admin-hint">
        A CSV with the columns Order number, Amount collected, Fee, Date. It is checked first; nothing is paid until you
        apply it.
      </p>
      <CsrfField />
      <input type="hidden" name="intent" value="courier" />
      <TextField label="Courier" name="courier" required maxLength={80} error={form.error('courier')} />
      <TextField label="File" name="file" type="file" accept=".csv,text/csv" required error={form.error('file')} />
      <SaveButton busy={form.busy}>Check the file</SaveButton>
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
