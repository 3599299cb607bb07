// /admin/delivery/runs/:runNo: the run sheet, one printable page: every stop in order with what the
// driver needs at the door; while planned, stops move up and down (docs/product.md#runs-and-attempts).
import { DOOR_METHOD_WORDS, FAILURE_REASON_WORDS, isFailureReason } from '../../../shop-rules/delivery/attempts';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';
import { ttCents } from '../../../shop-rules/money';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton } from '../shared/admin-form';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/run.route';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Run ${params.runNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'delivery');
  return desk.delivery.sheet(Number(params.runNo));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'delivery', (desk, form) =>
      desk.delivery.orderStops(Number(params.runNo), form),
    ),
  );
}

export default function AdminRun({ loaderData: sheet, actionData }: Route.ComponentProps) {
  const { run, stops } = sheet;
  const toCollect = stops.reduce((sum, s) => sum + s.owed, 0);
  const moved = (from: number, by: number) => {
    const order = stops.map((s) => s.stopNo);
    const to = from + by;
    [order[from], order[to]] = [order[to]!, order[from]!];
    return order;
  };
  return (
    <article className="admin-run-sheet">
      <h1>
        Run {run.runNo}: {run.driver}, {dayInWords(run.runDay)}
      </h1>
      <FormMessage result={actionData} />
      <p>
        {stops.length} stops · cash and card to collect {ttCents(toCollect)} ·{' '}
        <button type="button" className="admin-button admin-no-print" onClick={() => window.print()}>
          Print the run sheet
        </button>
      </p>
      <ol className="admin-run-stops">
        {stops.map((s, i) => (
          <li key={s.stopNo} className="admin-run-stop">
            <h2>
              Stop {i + 1}: order {s.orderNo}, {s.customerName}
            </h2>
            <p>
              {s.address}
              {s.city ? `, ${s.city}` : ''} · +1 (868) {s.mobile}
            </p>
            <p>{s.items.join(' · ')}</p>
            <p>
              <strong>{s.state === 'waiting' ? (s.owed > 0 ? `Collect ${ttCents(s.owed)}` : 'Paid') : ''}</strong>
              {s.done ? doneWords(s.done) : null}
              {s.failedAttempts > 0 ? ` · ${s.failedAttempts} failed attempts before` : ''}
            </p>
            {s.remarks ? <p>Customer's notes: {s.remarks}</p> : null}
            {run.state === 'planned' ? (
              <div className="admin-no-print admin-inline-form">
                {i > 0 ? (
                  <MoveButton id={`stop-${s.stopNo}-up`} order={moved(i, -1)} label={`Move stop ${i + 1} up`} />
                ) : null}
                {i < stops.length - 1 ? (
                  <MoveButton id={`stop-${s.stopNo}-down`} order={moved(i, 1)} label={`Move stop ${i + 1} down`} />
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="admin-run-sign">Driver's signature: ____________________ Cashier: ____________________</p>
    </article>
  );
}

type Stop = Route.ComponentProps['loaderData']['stops'][number];

/** What happened at a stop already done. */
function doneWords(done: NonNullable<Stop['done']>) {
  if (done.outcome !== 'delivered')
    return `Not delivered: ${isFailureReason(done.reason) ? FAILURE_REASON_WORDS[done.reason] : ''}`;
  const taken =
    done.method && done.amount > 0 ? `, ${ttCents(done.amount)} ${DOOR_METHOD_WORDS[done.method].toLowerCase()}` : '';
  return `Delivered to ${done.receiver}${taken}`;
}

/** Sends the run's stops in their new order. */
function MoveButton({ id, order, label }: { id: string; order: number[]; label: string }) {
  return (
    <ButtonForm id={id} fields={{ stop: order }} className="admin-inline-form">
      {(busy) => (
        <SaveButton busy={busy} className="admin-button admin-button--quiet">
          {label}
        </SaveButton>
      )}
    </ButtonForm>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
