// Mails the shop could not deliver yet: failed and waiting for their next attempt, or given up on
// after three days. An owner or manager sends one again (docs/decisions/0022).
import { Link } from 'react-router';
import { MAIL_STATUS_LABELS } from '../../../shop-rules/mail-status';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton } from '../shared/admin-form';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { CardRow, TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/mails.route';

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
  'delivery-news': 'Delivery news',
};

export default function AdminMails({ loaderData: { rows, total, onTheirWay }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Undelivered mails</h1>
      <FormMessage result={actionData} />
      <p className="admin-hint">
        A mail that fails is tried again after 1, 2, 4 … minutes, then every hour, for three days; then it is given up.
        Send it again once the address or the mail server is right.
      </p>
      {onTheirWay > 0 ? (
        <p role="status">
          {onTheirWay === 1 ? '1 mail is' : `${onTheirWay} mails are`} on their way (written, not sent yet).
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>{onTheirWay === 0 ? 'Every mail has been delivered.' : 'No mail has failed.'}</p>
      ) : (
        <TableScroll label="Undelivered mails" cards>
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
                <MailRow key={m.mailNo} m={m} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

function MailRow({ m, cardLabels }: { m: Route.ComponentProps['loaderData']['rows'][number]; cardLabels?: string[] }) {
  return (
    <CardRow labels={cardLabels}>
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
        <ButtonForm id={`resend-${m.mailNo}`} fields={{ mailNo: m.mailNo }}>
          {(busy) => (
            <SaveButton
              busy={busy}
              className="admin-button admin-button--quiet"
              aria-label={`Send mail ${m.mailNo} to ${m.to} again`}
            >
              Send again
            </SaveButton>
          )}
        </ButtonForm>
      </td>
    </CardRow>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
