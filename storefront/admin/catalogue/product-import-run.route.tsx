// /admin/products/import/N: a dry run's report (each bad row by its line; what is created, changed or
// left alone) and, when every row is right, the button that applies it all at once.
import { Link, redirect } from 'react-router';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton } from '../shared/admin-form';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/product-import-run.route';

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data ? `Import ${data.run.importNo}` : 'Import');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return { run: await desk.catalogue.importRun(numberParam(params.importNo)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const importNo = numberParam(params.importNo);
  const result = await context.shop.backoffice.act(request, 'catalogue', async (desk, form) =>
    form.get('intent') === 'again'
      ? redirect(`/admin/products/import/${await desk.catalogue.checkImportAgain(importNo)}`)
      : desk.catalogue.applyImport(importNo, form),
  );
  return answer(result);
}

const ACTIONS = { create: 'Added', change: 'Changed', same: 'Left as it is' } as const;

type Report = Route.ComponentProps['loaderData']['run']['report'];

export default function AdminProductImportRun({ loaderData: { run }, actionData }: Route.ComponentProps) {
  const { report } = run;
  const refused = actionData && !actionData.ok;
  return (
    <>
      <p>
        <Link to="/admin/products">All products</Link> · <Link to="/admin/products/import">Import another file</Link>
      </p>
      <h1>
        Import of {run.fileName} ({report.rows} rows)
      </h1>
      <p className="admin-hint">
        Checked {when(run.createdAt)}. File digest (SHA-256) {run.fileDigest.slice(0, 16)}…
      </p>
      <FormMessage result={actionData} />
      {run.appliedAt ? (
        <p className="admin-note admin-note--ok" role="status">
          Applied {when(run.appliedAt)}: {report.applied?.created.length ?? report.counts.create} products added,{' '}
          {report.applied?.changed.length ?? report.counts.change} changed.
        </p>
      ) : report.errors.length > 0 ? (
        <p className="admin-note admin-note--error" role="alert">
          {report.errors.length === 1 ? '1 problem' : `${report.errors.length} problems`} in{' '}
          {new Set(report.errors.map((e) => e.line)).size} of the file&apos;s lines. Nothing has changed: correct the
          file and check it again.
        </p>
      ) : (
        <p className="admin-note admin-note--info">
          Every row is right. Applying it will add {report.counts.create} products, change {report.counts.change} and
          leave {report.counts.same} as they are. Nothing has changed yet.
        </p>
      )}
      <ImportProblems report={report} />
      <ImportChanges report={report} />
      {!run.appliedAt && report.errors.length === 0 && !refused ? (
        <ButtonForm
          id="apply-import"
          aria-label="Apply the import"
          fields={{ intent: 'apply', fileDigest: run.fileDigest, planDigest: run.planDigest }}
        >
          {(busy) => <SaveButton busy={busy}>{busy ? 'Applying…' : 'Apply the import'}</SaveButton>}
        </ButtonForm>
      ) : null}
      {!run.appliedAt && refused ? (
        <ButtonForm id="check-again" aria-label="Check the file again" fields={{ intent: 'again' }}>
          {(busy) => <SaveButton busy={busy}>Check the file again</SaveButton>}
        </ButtonForm>
      ) : null}
    </>
  );
}

function ImportProblems({ report }: { report: Report }) {
  return (
    <>
      {report.errors.length > 0 ? (
        <TableScroll label="Problems in the file">
          <table className="admin-table">
            <caption>Problems, by line of the file (the header is line 1)</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Line
                </th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <tr key={`${e.line}-${i}`}>
                  <td className="num">{e.line}</td>
                  <td>{e.column}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}

function ImportChanges({ report }: { report: Report }) {
  const shown = report.products.filter((p) => p.action !== 'same');
  return (
    <>
      {shown.length > 0 ? (
        <TableScroll label="What the import does">
          <table className="admin-table">
            <caption>Products added or changed ({report.counts.same} left as they are are not listed)</caption>
            <thead>
              <tr>
                <th scope="col">Lines</th>
                <th scope="col">Product</th>
                <th scope="col">What happens</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.lines.join('-')}>
                  <td>{p.lines.join(', ')}</td>
                  <td>
                    {p.productNo ? <Link to={`/admin/products/${p.productNo}`}>{p.name}</Link> : p.name}
                    {p.productNo ? ` (product ${p.productNo})` : ''}
                  </td>
                  <td>{ACTIONS[p.action]}</td>
                  <td>
                    {p.changes.length || p.warnings.length ? (
                      <ul>
                        {p.changes.map((c) => (
                          <li key={c}>{c}</li>
                        ))}
                        {p.warnings.map((w) => (
                          <li key={w}>
                            <strong>Note:</strong> {w}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
