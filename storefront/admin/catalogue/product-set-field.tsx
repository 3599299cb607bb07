import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { TextArea } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { fieldError } from '../shared/form-message';

/** A banner's or a section's products, as their numbers in order; their names are listed below. */
export function ProductSetField({
  products,
  result,
}: {
  products: { productNo: number; name: string }[];
  result: ActionResult | undefined;
}) {
  const d = formDefaults(result);
  return (
    <>
      <TextArea
        label="Product numbers, in order"
        name="products"
        rows={4}
        hint="Separate them with spaces or commas. The numbers are on the Products page."
        defaultValue={d.text('products', products.map((p) => p.productNo).join(', '))}
        error={fieldError(result, 'products')}
      />
      {products.length ? (
        <details>
          <summary>The {products.length} products now in the set</summary>
          <ol>
            {products.map((p) => (
              <li key={p.productNo}>
                {p.productNo}: {p.name}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </>
  );
}
