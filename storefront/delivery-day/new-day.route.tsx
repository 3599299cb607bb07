// /delivery-day/{token}: the customer chooses a new delivery day after a failed attempt
// (docs/product.md#runs-and-attempts, docs/decisions/0091). The link of the attempt's mail and WhatsApp
// message holds a random token only; the page offers the area's next delivery days and stores the
// choice on the order. A plain form: it works before the page wakes, and every refusal is said in words.
import { data, Form, useNavigation } from 'react-router';
import { dayInWords } from '../../shop-rules/delivery/delivery-days';
import { NEW_DAY_BUTTON, NEW_DAY_HEADING } from '../../shop-rules/delivery/new-day';
import { StaticPage } from '../components/static-page';
import type { Route } from './+types/new-day.route';
import newDayCss from './new-day.css?url';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

/** The token is a key to the order: the page is kept by no cache, and sends it to no other site. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

export const links = () => [{ rel: 'stylesheet', href: newDayCss }];
export const meta = () => [{ title: NEW_DAY_HEADING }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers = () => PRIVATE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await context.shop.newDeliveryDay.page(params.token ?? '');
  return data(page, { status: page.ok ? 200 : page.status, headers: PRIVATE });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const day = String(form.get('day') ?? '');
  const chosen = await context.shop.newDeliveryDay.choose(params.token ?? '', day);
  return data(chosen, { status: chosen.ok ? 200 : chosen.status, headers: PRIVATE });
}

export default function NewDeliveryDay({ loaderData: page, actionData: answer }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (answer?.ok)
    return (
      <StaticPage title={NEW_DAY_HEADING}>
        <p role="status">{answer.msg}</p>
      </StaticPage>
    );
  if (!page.ok)
    return (
      <StaticPage title={NEW_DAY_HEADING}>
        <p role="alert">{page.msg}</p>
      </StaticPage>
    );
  return (
    <StaticPage title={NEW_DAY_HEADING}>
      <p>
        We could not deliver order {page.orderNo} (attempt {page.attempt}). Choose the day that suits you and we will
        bring it then.
      </p>
      {answer && !answer.ok ? (
        <p role="alert" className="new-day__alert">
          {answer.msg}
        </p>
      ) : null}
      <Form method="post" className="new-day" aria-label={`New delivery day for order ${page.orderNo}`}>
        <fieldset>
          <legend>Delivery day</legend>
          {page.days.map((day, i) => (
            <label key={day} className="new-day__choice">
              <input type="radio" name="day" value={day} required defaultChecked={i === 0} /> {dayInWords(day)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : NEW_DAY_BUTTON}
        </button>
      </Form>
    </StaticPage>
  );
}
