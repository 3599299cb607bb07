import { Form, Link } from 'react-router';
import type { Route } from './+types/reviews.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { SelectField, TextField } from './field';
import { FormMessage } from './form-message';
import { when } from './money';
import { adminMeta } from './page-title';
import { Pager } from './pager';
import { TableScroll } from './table-scroll';

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
      <TableScroll label="Review list">
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
              <tr key={r.reviewNo}>
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
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="reviewNo" value={r.reviewNo} />
                    {r.isVisible ? (
                      <button
                        type="submit"
                        name="intent"
                        value="hide"
                        className="admin-button admin-button--quiet"
                        aria-label={`Hide review ${r.reviewNo}`}
                      >
                        Shown: hide
                      </button>
                    ) : (
                      <button
                        type="submit"
                        name="intent"
                        value="show"
                        className="admin-button admin-button--quiet"
                        aria-label={`Show review ${r.reviewNo}`}
                      >
                        Hidden: show
                      </button>
                    )}
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Review list" />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
