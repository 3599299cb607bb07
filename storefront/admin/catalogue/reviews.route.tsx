import { Form, Link } from 'react-router';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton } from '../shared/admin-form';
import { SelectField, TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { CardRow, TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/reviews.route';

export const meta = () => adminMeta('Reviews');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  const query = new URL(request.url).searchParams;
  return {
    list: await desk.catalogue.reviews(query),
    visibility: query.get('visibility') ?? '',
    product: query.get('product') ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'catalogue', (desk, form) =>
      desk.catalogue.setReviewVisible(Number(form.get('reviewNo')), form.get('intent') === 'show'),
    ),
  );
}

export default function AdminReviews({ loaderData: { list, visibility, product }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Reviews</h1>
      <FormMessage result={actionData} />
      <Form method="get" className="admin-panel" role="search" aria-label="Reviews">
        <div className="admin-filters">
          <SelectField label="Shown" name="visibility" defaultValue={visibility}>
            <option value="">All</option>
            <option value="visible">Shown</option>
            <option value="hidden">Hidden</option>
          </SelectField>
          <TextField label="Product number" name="product" inputMode="numeric" defaultValue={product} />
        </div>
        <button type="submit" className="admin-button">
          Show reviews
        </button>
      </Form>
      <TableScroll label="Review list" cards>
        <table className="admin-table">
          <caption>{list.total} reviews, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Review</th>
              <th scope="col">Product</th>
              <th scope="col">Customer</th>
              <th scope="col">Rating</th>
              <th scope="col">Title and text</th>
              <th scope="col">Shown</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <ReviewRow key={r.reviewNo} r={r} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Review list" />
    </>
  );
}

function ReviewRow({
  r,
  cardLabels,
}: {
  r: Route.ComponentProps['loaderData']['list']['rows'][number];
  cardLabels?: string[];
}) {
  return (
    <CardRow labels={cardLabels}>
      <td>
        {r.reviewNo}
        <br />
        <span className="admin-hint">{when(r.at)}</span>
      </td>
      <td>
        <Link to={`/admin/products/${r.productNo}`}>{r.productName}</Link>
      </td>
      <td>
        {r.customerName}, {r.customerMobile}
      </td>
      <td>{r.rating} of 5</td>
      <td>
        <strong>{r.title}</strong> {r.comments}
      </td>
      <td>
        <ButtonForm id={`review-${r.reviewNo}`} fields={{ reviewNo: r.reviewNo }}>
          {(busy) =>
            r.isVisible ? (
              <SaveButton
                name="intent"
                value="hide"
                busy={busy}
                className="admin-button admin-button--quiet"
                aria-label={`Hide review ${r.reviewNo}`}
              >
                Shown: hide
              </SaveButton>
            ) : (
              <SaveButton
                name="intent"
                value="show"
                busy={busy}
                className="admin-button admin-button--quiet"
                aria-label={`Show review ${r.reviewNo}`}
              >
                Hidden: show
              </SaveButton>
            )
          }
        </ButtonForm>
      </td>
    </CardRow>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
