import { Form } from 'react-router';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SelectField, TextField } from '../shared/field';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/audit.route';
import { actionWord, fieldLines, recordWord } from './audit-words';

export const meta = () => adminMeta('Audit log');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'audit');
  const query = new URL(request.url).searchParams;
  const [list, entities] = await Promise.all([desk.audit.list(query), desk.audit.entities()]);
  return {
    list,
    entities,
    entity: query.get('entity') ?? '',
    id: query.get('id') ?? '',
    page: Number(query.get('page')) || 1,
  };
}

export default function AdminAudit({ loaderData: { list, entities, entity, id, page } }: Route.ComponentProps) {
  return (
    <>
      <h1>Audit log</h1>
      <Form method="get" className="admin-panel" role="search" aria-label="Audit log">
        <div className="admin-filters">
          <SelectField label="What" name="entity" defaultValue={entity}>
            <option value="">Everything</option>
            {entities.map((e) => (
              <option key={e} value={e}>
                {recordWord(e)}
              </option>
            ))}
          </SelectField>
          <TextField label="Record number" name="id" defaultValue={id} />
        </div>
        <button type="submit" className="admin-button">
          Show entries
        </button>
      </Form>
      <TableScroll label="Audit entries" cards>
        <table className="admin-table">
          <caption>{list.total} changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
              <th scope="col">Before and after</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.entryNo}>
                <td>{when(r.at)}</td>
                <td>{r.staffName ? `${r.staffName} (${r.staffEmail})` : 'Command line or the shop'}</td>
                <td>{actionWord(r.action)}</td>
                <td>
                  {recordWord(r.entity)} {r.entityId}
                </td>
                <td>
                  {r.before !== null || r.after !== null ? (
                    <details>
                      <summary>Show</summary>
                      {r.before !== null ? (
                        <>
                          <p>Before</p>
                          <pre className="admin-raw">{fieldLines(r.before)}</pre>
                        </>
                      ) : null}
                      {r.after !== null ? (
                        <>
                          <p>After</p>
                          <pre className="admin-raw">{fieldLines(r.after)}</pre>
                        </>
                      ) : null}
                    </details>
                  ) : (
                    ''
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={page} pageSize={50} total={list.total} label="Audit log" />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
