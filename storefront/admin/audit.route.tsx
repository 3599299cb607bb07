import { Form } from 'react-router';
import type { Route } from './+types/audit.route';
import { AdminErrorBoundary } from './admin-error';
import { actionWord, fieldLines, recordWord } from './audit-words';
import { SelectField, TextField } from './field';
import { when } from './money';
import { adminMeta } from './page-title';
import { Pager } from './pager';
import { TableScroll } from './table-scroll';

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
      <TableScroll label="Audit entries">
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
