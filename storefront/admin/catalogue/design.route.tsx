import { Link } from 'react-router';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/design.route';

export const meta = () => adminMeta('Sections on category pages');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return { sections: await desk.catalogue.sections() };
}

export default function AdminDesign({ loaderData: { sections } }: Route.ComponentProps) {
  return (
    <>
      <h1>Sections on category pages</h1>
      <p>
        Groups of chosen products shown below the products of a category page, each under its own heading. A section
        shows on the pages of its category (and the categories inside it), or on every category page.
      </p>
      <p>
        <Link to="/admin/design/new" className="admin-button">
          Add a section
        </Link>
      </p>
      <TableScroll label="Sections">
        <table className="admin-table">
          <caption className="visually-hidden">Sections</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Category</th>
              <th scope="col">Group</th>
              <th scope="col">Position</th>
              <th scope="col" className="num">
                Products
              </th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => (
              <tr key={s.sectionNo}>
                <td>
                  <Link to={`/admin/design/${s.sectionNo}`}>{s.sectionName}</Link>
                </td>
                <td>{s.categoryName ?? 'Every category page'}</td>
                <td>{s.pageNo === 2 ? 'First' : 'Second'}</td>
                <td>{s.sortOrder}</td>
                <td className="num">{s.products}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
