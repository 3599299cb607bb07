// /admin/channels: where orders came from (orders, revenue and average order by channel, with CSV),
// the links and QR codes to post for a product, and whether it is in the catalogue feeds
// (docs/product.md#selling-where-trinidad-shops).
import { Form } from 'react-router';
import { feedsSchema } from '../../../shop-rules/forms/channels';
import { ttCents } from '../../../shop-rules/money';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/channels.route';
import { CopyLink } from './copy-link';

export const meta = () => adminMeta('Channels');

const PLACES = [
  ['instagram', 'Instagram post or story'],
  ['facebook', 'Facebook post'],
  ['whatsapp', 'WhatsApp status or chat'],
  ['flyer', 'Printed flyer (QR code)'],
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'channels');
  return desk.channels.page(new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.act(request, 'channels', (desk, form) => desk.channels.setInFeeds(form)));
}

type Report = Route.ComponentProps['loaderData'];

export default function AdminChannels({ loaderData: r, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Channels</h1>
      <FormMessage result={actionData} />
      {r.problem ? (
        <p className="admin-note admin-note--error" role="alert">
          {r.problem}
        </p>
      ) : null}
      <SalesByChannel r={r} />
      <section aria-labelledby="links">
        <h2 id="links">Links and QR codes to post</h2>
        <LinksForm r={r} />
        {r.links.product ? <ProductLinks product={r.links.product} result={actionData} /> : null}
      </section>
    </>
  );
}

function SalesByChannel({ r }: { r: Report }) {
  const csv = `/admin/channels.csv?${new URLSearchParams({ from: r.period.from, to: r.period.to })}`;
  return (
    <section aria-labelledby="by-channel">
      <h2 id="by-channel">Sales by channel</h2>
      <Form method="get" className="admin-panel" aria-label="Channel report period">
        <div className="admin-filters">
          <TextField label="From date" name="from" type="date" required defaultValue={r.period.from} />
          <TextField label="To date" name="to" type="date" required defaultValue={r.period.to} />
        </div>
        <button type="submit" className="admin-button">
          Show
        </button>
      </Form>
      <TableScroll label="Sales by channel">
        <table className="admin-table" aria-label="Sales by channel">
          <caption>
            Orders placed {r.period.from} to {r.period.to}, not cancelled, by the channel of the shopper&apos;s first
            visit
          </caption>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
              <th scope="col">Average order</th>
              <th scope="col">Paid orders</th>
              <th scope="col">Paid revenue</th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((row) => (
              <tr key={row.channel} data-channel={row.channel}>
                <th scope="row">{row.name}</th>
                <td>{row.orders}</td>
                <td>{ttCents(row.revenue)}</td>
                <td>{ttCents(row.average)}</td>
                <td>{row.paidOrders}</td>
                <td>{ttCents(row.paidRevenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        <a href={csv} className="admin-button admin-button--quiet" download>
          Download as CSV
        </a>
      </p>
    </section>
  );
}

/** A product's links: a look-up (GET), so the page can be kept and shared among the staff. */
function LinksForm({ r }: { r: Report }) {
  return (
    <Form method="get" className="admin-panel" aria-label="Links for a product">
      <input type="hidden" name="from" value={r.period.from} />
      <input type="hidden" name="to" value={r.period.to} />
      <div className="admin-filters">
        <TextField
          label="Product number"
          name="product"
          inputMode="numeric"
          required
          defaultValue={r.links.product?.productNo ?? ''}
        />
        <SelectField label="Where it goes" name="place" defaultValue={r.links.place}>
          {PLACES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Campaign" name="campaign" defaultValue={r.links.campaign} />
      </div>
      <button type="submit" className="admin-button">
        Make the links
      </button>
    </Form>
  );
}

type Product = NonNullable<Report['links']['product']>;

function ProductLinks({ product, result }: { product: Product; result: Route.ComponentProps['actionData'] }) {
  return (
    <>
      <h3>
        {product.name} (product {product.productNo})
      </h3>
      <FeedsForm product={product} result={result} />
      <ul className="admin-link-list">
        {product.links.map((link) => (
          <li key={link.url}>
            <CopyLink label={link.label} url={link.url} />
            <figure>
              {/* Drawn by the server from the link alone (server/backoffice/channels/channel-links.ts). */}
              <div
                role="img"
                aria-label={`QR code: ${link.label}`}
                style={{ width: 180 }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew from a URL it made
                dangerouslySetInnerHTML={{ __html: link.qrSvg }}
              />
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

/** In or out of the catalogue feeds: checked by the schema the server checks (shop-rules/forms/channels.ts). */
function FeedsForm({ product, result }: { product: Product; result: Route.ComponentProps['actionData'] }) {
  const form = useAdminForm(feedsSchema, result, 'catalogue-feeds');
  return (
    <Form method="post" className="admin-panel" aria-label="Catalogue feeds" {...form.formProps}>
      <CsrfField />
      <input type="hidden" name="productNo" value={product.productNo} />
      <input type="hidden" name="inFeeds" value={product.inFeeds ? '0' : '1'} />
      <p>
        {product.inFeeds
          ? 'This product is in the catalogue feeds (Facebook, Instagram, Google).'
          : 'This product is left out of the catalogue feeds.'}
      </p>
      <SaveButton busy={form.busy} className="admin-button admin-button--quiet">
        {product.inFeeds ? 'Leave it out of the feeds' : 'Put it in the feeds'}
      </SaveButton>
    </Form>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
