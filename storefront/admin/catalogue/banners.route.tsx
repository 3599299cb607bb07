import { Link, useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '../../../shop-rules/api/settings';
import { mediaUrl } from '../../lib/media';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/banners.route';

export const meta = () => adminMeta('Banners');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return { banners: await desk.catalogue.banners() };
}

export default function AdminBanners({ loaderData: { banners } }: Route.ComponentProps) {
  const mediaBase =
    (useRouteLoaderData('root') as { settings?: PublicSettings } | undefined)?.settings?.mediaBaseUrl ?? '/media';
  return (
    <>
      <h1>Home page banners</h1>
      <p>The slider shows banners 11 to 15; a click on one shows its products.</p>
      <TableScroll label="Banners" cards>
        <table className="admin-table">
          <caption className="visually-hidden">Banners</caption>
          <thead>
            <tr>
              <th scope="col">Banner</th>
              <th scope="col">Picture</th>
              <th scope="col">Title</th>
              <th scope="col">Shown</th>
              <th scope="col" className="num">
                Products
              </th>
            </tr>
          </thead>
          <tbody>
            {banners.map((b) => (
              <tr key={b.bannerNo}>
                <td>
                  <Link to={`/admin/banners/${b.bannerNo}`} aria-label={`Banner ${b.bannerNo}`}>
                    {b.bannerNo}
                  </Link>
                </td>
                <td>
                  {b.imagePath ? (
                    <img src={mediaUrl(mediaBase, b.imagePath)} alt="" style={{ width: 253, height: 62 }} />
                  ) : (
                    'Not set up'
                  )}
                </td>
                <td>{b.title}</td>
                <td>{b.active ? 'Yes' : 'No'}</td>
                <td className="num">{b.products}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
