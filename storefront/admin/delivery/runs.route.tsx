// /admin/delivery/runs: orders ready to go, by area and day; a day's run built for a driver; runs sent
// off (Shipped, and Enroute on their day); orders coming back after their last attempt received
// (docs/product.md#runs-and-attempts).
import { Form, Link, useSearchParams } from 'react-router';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';
import { newRunSchema } from '../../../shop-rules/forms/delivery';
import { ttCents } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/runs.route';

export const meta = () => adminMeta('Delivery runs');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'delivery');
  const query = new URL(request.url).searchParams;
  if (!query.get('day')) query.set('day', shopDay());
  return { ...(await desk.delivery.runsPage(query)), day: query.get('day') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'delivery', (desk, form) => {
      const intent = String(form.get('intent') ?? '');
      const no = Number(form.get('no') ?? 0);
      if (intent === 'leave') return desk.delivery.leaveRun(no);
      if (intent === 'start') return desk.delivery.startRunDay(no);
      if (intent === 'receive-back') return desk.delivery.receiveBack(no);
      return desk.delivery.buildRun(form);
    }),
  );
}

const STATE_WORDS = { planned: 'Planned', left: 'Left the shop', closed: 'Done' } as const;

type RunsPage = Route.ComponentProps['loaderData'];
type Result = Route.ComponentProps['actionData'];

export default function AdminRuns({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Delivery runs</h1>
      <FormMessage result={actionData} />
      <DayAndArea page={page} />
      <ReadyToGo page={page} result={actionData} />
      <Runs page={page} />
      <ComingBack page={page} />
    </>
  );
}

/** The day, area and due filter of the lists below. */
function DayAndArea({ page }: { page: RunsPage }) {
  const [query] = useSearchParams();
  return (
    <Form method="get" className="admin-filters">
      <label>
        Day <input type="date" name="day" defaultValue={page.day} />
      </label>
      <label>
        Area{' '}
        <select name="area" defaultValue={query.get('area') ?? ''}>
          <option value="">Every area</option>
          {page.areas.map((a) => (
            <option key={a.areaNo} value={a.areaNo}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Orders due{' '}
        <select name="due" defaultValue={query.get('due') ?? 'by'}>
          <option value="by">by this day</option>
          <option value="any">any day</option>
        </select>
      </label>
      <button type="submit" className="admin-button">
        Show
      </button>
    </Form>
  );
}

/** Orders ready to go, ticked onto a new run for a driver (checked with shop-rules/forms/delivery.ts). */
function ReadyToGo({ page, result }: { page: RunsPage; result: Result }) {
  const form = useAdminForm(newRunSchema, result, 'build-run', 'build');
  const noTick = form.error('order');
  return (
    <section aria-labelledby="ready-title" className="admin-panel">
      <h2 id="ready-title">Ready to go on {page.day ? dayInWords(page.day) : 'the day'}</h2>
      {page.ready.length === 0 ? (
        <p role="status">No order is ready to go for this day and area.</p>
      ) : (
        <Form method="post" aria-labelledby="ready-title" {...form.formProps}>
          <CsrfField />
          <input type="hidden" name="intent" value="build" />
          <input type="hidden" name="day" value={page.day} />
          <TableScroll label="Orders ready to go" cards>
            <table className="admin-table">
              <caption>{page.ready.length} orders ready, in the order they will be stopped at</caption>
              <thead>
                <tr>
                  <th scope="col">On the run</th>
                  <th scope="col">Order</th>
                  <th scope="col">Customer</th>
                  <th scope="col">City, area</th>
                  <th scope="col">Delivery day</th>
                  <th scope="col" className="num">
                    To collect
                  </th>
                  <th scope="col" className="num">
                    Failed attempts
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.ready.map((o) => (
                  <tr key={o.orderNo}>
                    <td>
                      <label className="admin-check">
                        <input type="checkbox" name="order" value={o.orderNo} />
                        <span className="visually-hidden">Put order {o.orderNo} on the run</span>
                      </label>
                    </td>
                    <td>
                      <Link to={`/admin/orders/${o.orderNo}`}>{o.orderNo}</Link>
                    </td>
                    <td>{o.customerName}</td>
                    <td>
                      {o.city ?? ''}
                      {o.area ? ` (${o.area})` : ''}
                    </td>
                    <td>
                      {o.deliveryDate ?? 'Any'}
                      {o.dayChosenByCustomer ? ', chosen by the customer' : null}
                    </td>
                    <td className="num">{o.owed > 0 ? ttCents(o.owed) : 'Paid'}</td>
                    <td className="num">{o.failedAttempts}</td>
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
          <SelectField label="Driver" name="driver" required defaultValue="" error={form.error('driver')}>
            <option value="" disabled>
              Choose a driver
            </option>
            {page.drivers.map((d) => (
              <option key={d.staffUserNo} value={d.staffUserNo}>
                {d.name}
              </option>
            ))}
          </SelectField>
          <SaveButton busy={form.busy}>Build the run</SaveButton>
        </Form>
      )}
    </section>
  );
}

/** The day's runs, each with its next step. */
function Runs({ page }: { page: RunsPage }) {
  return (
    <section aria-labelledby="runs-title" className="admin-panel">
      <h2 id="runs-title">Runs</h2>
      {page.runs.length === 0 ? (
        <p>No run for this day yet.</p>
      ) : (
        <TableScroll label="Runs" cards>
          <table className="admin-table">
            <caption>Runs of {page.day}</caption>
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">Day</th>
                <th scope="col">Driver</th>
                <th scope="col">State</th>
                <th scope="col">Stops</th>
                <th scope="col">Next step</th>
              </tr>
            </thead>
            <tbody>
              {page.runs.map((r) => (
                <tr key={r.runNo}>
                  <td>
                    <Link to={`/admin/delivery/runs/${r.runNo}`}>Run {r.runNo}</Link>
                  </td>
                  <td>{r.runDay}</td>
                  <td>{r.driver}</td>
                  <td>{STATE_WORDS[r.state]}</td>
                  <td>
                    {r.stops} stops: {r.delivered} delivered, {r.failed} not delivered, {r.waiting} waiting
                  </td>
                  <td>
                    {r.state === 'planned' ? (
                      <RunButton intent="leave" no={r.runNo} label={`Run ${r.runNo} leaves now`} />
                    ) : r.state === 'left' && r.waiting > 0 ? (
                      <RunButton intent="start" no={r.runNo} label="Out for delivery today" />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** Orders coming back after their third failed attempt, received back here. */
function ComingBack({ page }: { page: RunsPage }) {
  if (page.returning.length === 0) return null;
  return (
    <section aria-labelledby="returning-title" className="admin-panel">
      <h2 id="returning-title">Coming back after three attempts</h2>
      <ul>
        {page.returning.map((o) => (
          <li key={o.orderNo}>
            <Link to={`/admin/orders/${o.orderNo}`}>Order {o.orderNo}</Link>, {o.customerName}
            {o.paymentStatus === 'Paid' ? ' (paid: refund it)' : ''}{' '}
            <RunButton intent="receive-back" no={o.orderNo} label={`Order ${o.orderNo} received back`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A run's next step, or an order received back: the intent and the number it acts on. */
function RunButton({ intent, no, label }: { intent: string; no: number; label: string }) {
  return (
    <ButtonForm id={`${intent}-${no}`} fields={{ intent, no }} className="admin-inline-form">
      {(busy) => <SaveButton busy={busy}>{label}</SaveButton>}
    </ButtonForm>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
