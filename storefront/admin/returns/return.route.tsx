import { Form, Link } from 'react-router';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { returnDecisionSchema } from '../../../shop-rules/forms/returns';
import { ttCents } from '../../../shop-rules/money';
import { REFUND_METHOD_NAMES } from '../../../shop-rules/refunds';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { TextArea } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import { StatusBadge } from '../shared/status-badge';
import type { Route } from './+types/return.route';
import { ReturnSettlementFields } from './return-settlement';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Return ${params.rmaNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'returns');
  const r = await desk.returns.one(numberParam(params.rmaNo));
  return { ...r, mayRefund: desk.staff.areas.includes('payments') };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const rmaNo = numberParam(params.rmaNo);
  return answer(
    await context.shop.backoffice.act(request, 'returns', (desk, form) => desk.returns.decide(rmaNo, form)),
  );
}

export default function AdminReturn({ loaderData: r, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/admin/returns">All return requests</Link>
      </p>
      <h1>
        Return {r.rmaNo} <StatusBadge status={r.status} />
      </h1>
      <FormMessage result={actionData} />
      <div className="admin-columns">
        <section className="admin-panel" aria-labelledby="request-heading">
          <h2 id="request-heading">The request</h2>
          <dl className="admin-dl">
            <dt>Requested</dt>
            <dd>{when(r.requestedAt)}</dd>
            <dt>Order</dt>
            <dd>
              <Link to={`/admin/orders/${r.orderNo}`}>{r.orderNo}</Link> of {r.orderDate}
            </dd>
            <dt>Customer</dt>
            <dd>
              {r.name}, {r.email}, {r.telephone}
            </dd>
            <dt>Product</dt>
            <dd>
              {r.quantity} × {r.productName} (code {r.productCode})
            </dd>
            <dt>Reason</dt>
            <dd>{r.reason}</dd>
            <dt>Opened</dt>
            <dd>{r.opened ? 'Yes' : 'No'}</dd>
            <dt>Details</dt>
            <dd>{r.details || '—'}</dd>
            {r.status !== 'Requested' ? (
              <>
                <dt>Comment to the customer</dt>
                <dd>{r.staffComment || '—'}</dd>
                <dt>Refunded</dt>
                <dd>
                  {r.settlement.refunds.length
                    ? r.settlement.refunds
                        .map((x) => `${ttCents(x.amount)} (${REFUND_METHOD_NAMES[x.method]})`)
                        .join(', ')
                    : 'No'}
                </dd>
                <dt>Back in stock</dt>
                <dd>{r.settlement.restocked ? `${r.settlement.restocked} units` : 'No'}</dd>
              </>
            ) : null}
          </dl>
        </section>
        {r.status === 'Requested' ? (
          <section className="admin-panel" aria-labelledby="decide-heading">
            <h2 id="decide-heading">Decide</h2>
            <DecisionForm r={r} result={actionData ?? undefined} />
          </section>
        ) : null}
      </div>
    </>
  );
}

/** Approve or refuse, checked before it is sent by the schema the server checks (shop-rules/forms/returns.ts). */
function DecisionForm({ r, result }: { r: Route.ComponentProps['loaderData']; result: ActionResult | undefined }) {
  const form = useAdminForm(returnDecisionSchema, result, 'return-decision');
  return (
    <Form method="post" aria-labelledby="decide-heading" {...form.formProps}>
      <CsrfField />
      <TextArea
        label="Comment to the customer"
        name="comment"
        maxLength={1000}
        hint="The customer reads it with their returns. Needed to refuse."
        defaultValue={formDefaults(result).text('comment', '')}
        error={form.error('comment')}
      />
      <ReturnSettlementFields r={r} result={result} error={form.error} />
      <div className="admin-actions">
        <SaveButton name="decision" value="Approved" busy={form.busy}>
          Approve
        </SaveButton>
        <SaveButton name="decision" value="Refused" busy={form.busy} className="admin-button admin-button--danger">
          Refuse
        </SaveButton>
      </div>
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
