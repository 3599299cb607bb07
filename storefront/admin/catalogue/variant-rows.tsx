import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { fieldError } from '../shared/form-message';
import { TableScroll } from '../shared/table-scroll';

export interface VariantValues {
  skuNo: number;
  color: string | null;
  size: string | null;
  stock: number;
  sku: string;
}

const NEW_ROWS = 3;

/** Colour, size and stock per variant; blank rows add new ones. Names are variant.N.field. */
export function VariantRows({ variants, result }: { variants: VariantValues[]; result: ActionResult | undefined }) {
  const typed = result && !result.ok ? result.values : undefined;
  const rows = [...variants.map((v) => ({ ...v })), ...Array.from({ length: NEW_ROWS }, () => null)];
  const value = (i: number, field: string, saved: string | number | null | undefined) =>
    typed ? (typed[`variant.${i}.${field}`] ?? '') : saved === null || saved === undefined ? '' : String(saved);
  const error = (i: number, field: string) => fieldError(result, `variant.${i}.${field}`);
  return (
    <fieldset className="admin-fieldset">
      <legend>Variants (colour and size)</legend>
      <p className="admin-hint">
        With variants, the product's stock is the sum of theirs. Fill a blank row to add one; tick Remove to take one
        away.
      </p>
      {fieldError(result, 'variants') ? (
        <p className="admin-field-error" role="alert">
          {fieldError(result, 'variants')}
        </p>
      ) : null}
      <TableScroll label="Variants">
        <table className="admin-table">
          <caption className="visually-hidden">Variants</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col">Stock</th>
              <th scope="col">Stock code (SKU)</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((v, i) => {
              const label = v ? `Variant ${i + 1}` : `New variant ${i + 1 - variants.length}`;
              return (
                <tr key={v ? v.skuNo : `new-${i}`}>
                  <th scope="row">
                    {label}
                    {v ? <input type="hidden" name={`variant.${i}.skuNo`} value={v.skuNo} /> : null}
                  </th>
                  {(['color', 'size', 'stock', 'sku'] as const).map((field) => (
                    <td key={field}>
                      <input
                        name={`variant.${i}.${field}`}
                        aria-label={`${label} ${field === 'color' ? 'colour' : field === 'sku' ? 'SKU' : field}`}
                        defaultValue={value(i, field, v?.[field])}
                        inputMode={field === 'stock' ? 'numeric' : undefined}
                        aria-invalid={error(i, field) ? true : undefined}
                        title={error(i, field)}
                        size={field === 'stock' ? 6 : 12}
                      />
                      {error(i, field) ? <small className="admin-field-error">{error(i, field)}</small> : null}
                    </td>
                  ))}
                  <td>
                    {v ? (
                      <input
                        type="checkbox"
                        name={`variant.${i}.remove`}
                        aria-label={`Remove ${label}`}
                        defaultChecked={typed?.[`variant.${i}.remove`] === 'on'}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </fieldset>
  );
}
