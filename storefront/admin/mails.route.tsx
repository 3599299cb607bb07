// Mails the shop could not deliver yet: failed and waiting for their next attempt, or given up on
// after three days. An owner or manager sends one again (docs/decisions/0022).
import { Form, Link } from 'react-router';
import { MAIL_STATUS_LABELS } from '../../shop-rules/mail-status';
import type { Route } from './+types/mails.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { FormMessage } from './form-message';
import { when } from './money';
import { adminMeta } from './page-title';
import { TableScroll } from './table-scroll';

export const meta = () => adminMeta('Undelivered mails');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'mails');
  return desk.mails.undelivered();
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'mails', (desk, form) =>
      desk.mails.sendAgain(Number(form.get('mailNo'))),
    ),
  );
}

const KINDS: Record<string, string> = {
  'order-confirmation': 'Order confirmation',
  'order-shop-copy': "Shop's copy of an order",
  'order-status': 'Order status',
  'payment-received': 'Payment received',
  'low-stock': 'Daily low stock',
  'order-refund': 'Refund',
  'return-decision': 'Return decided',
  'staff-password-reset': 'Staff password reset',
};

export default function AdminMails({ loaderData: { rows, total }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Undelivered mails</h1>
      <FormMessage result={actionData} />
      <p className="admin-hint">
        A mail that fails is tried again after 1, 2, 4 … minutes, then every hour, for three days; then it is given up.
        Send it again once the address or the mail server is right.
      </p>
      {rows.length === 0 ? (
        <p>Every mail has been delivered.</p>
      ) : (
        <TableScroll label="Undelivered mails">
          <table className="admin-table">
            <caption>
              {rows.length < total
                ? `${total} undelivered mails, the newest ${rows.length} shown`
                : `${total} undelivered mails, newest first`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">To</th>
                <th scope="col">What</th>
                <th scope="col" className="num">
                  Attempts
                </th>
                <th scope="col">What went wrong</th>
                <th scope="col">State</th>
                <th scope="col">Send again</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.mailNo}>
                  <td>{when(m.createdAt)}</td>
                  <td>{m.to}</td>
                  <td>
                    {KINDS[m.kind] ?? m.kind}
                    {m.orderNo ? (
                      <>
                        {' '}
                        (<Link to={`/admin/orders/${m.orderNo}`}>order {m.orderNo}</Link>)
                      </>
                    ) : null}
                    <br />
                    <span className="admin-hint">{m.subject}</span>
                  </td>
                  <td className="num">{m.attempts}</td>
                  <td>{m.lastError}</td>
                  <td>
                    {MAIL_STATUS_LABELS[m.status]}
                    {m.nextAttemptAt && m.status === 'pending' ? (
                      <>
                        <br />
                        <span className="admin-hint">next at {when(m.nextAttemptAt)}</span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="mailNo" value={m.mailNo} />
                      <button
                        type="submit"
                        className="admin-button admin-button--quiet"
                        aria-label={`Send mail ${m.mailNo} to ${m.to} again`}
                      >
                        Send again
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
