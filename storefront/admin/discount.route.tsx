// /admin/discounts/new and /admin/discounts/:codeNo: one discount code's form (docs/product.md#discount-codes).
import { Form, Link, redirect } from 'react-router';
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS } from '../../shop-rules/discount-codes';
import { centsToDecimal } from '../../shop-rules/money';
import type { Route } from './+types/discount.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { CheckField, SelectField, TextField } from './field';
import { formDefaults } from './form-defaults';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';
import { numberParam } from './params';

export const meta = ({ data }: Route.MetaArgs) =>
  adminMeta(data?.code ? `Discount code ${data.code.code}` : 'New discount code');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'discounts');
  return desk.discounts.one(params.codeNo === undefined ? null : numberParam(params.codeNo));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const codeNo = params.codeNo === undefined ? null : numberParam(params.codeNo);
  return answer(
    await context.shop.backoffice.act(request, 'discounts', async (desk, form) => {
      const saved = await desk.discounts.save(codeNo, form);
      return codeNo === null ? redirect(`/admin/discounts/${saved}`) : 'The discount code is saved.';
    }),
  );
}

export default function AdminDiscount({ loaderData: { code, categoryChoices }, actionData }: Route.ComponentProps) {
  const d = formDefaults(actionData);
  const money = (cents: number | undefined) => (cents ? centsToDecimal(cents) : '');
  return (
    <>
      <p>
        <Link to="/admin/discounts">All discount codes</Link>
      </p>
      <h1>{code ? `Discount code ${code.code}` : 'New discount code'}</h1>
      {code ? (
        <p>
          Used {code.uses} {code.uses === 1 ? 'time' : 'times'}
          {code.usesLimit !== null ? ` of ${code.usesLimit}` : ''}.
        </p>
      ) : null}
      <FormMessage result={actionData} />
      <Form method="post" className="admin-panel" aria-label="Discount code">
        <CsrfField />
        <TextField
          label="Code"
          name="code"
          required
          maxLength={30}
          hint="What the shopper types: 3 to 30 letters, digits, - or _. Kept in capitals."
          defaultValue={d.text('code', code?.code)}
          error={fieldError(actionData, 'code')}
        />
        <SelectField
          label="What the code gives"
          name="kind"
          defaultValue={d.text('kind', code?.kind ?? 'percent')}
          error={fieldError(actionData, 'kind')}
        >
          {DISCOUNT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DISCOUNT_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Percentage off"
          name="percent"
          inputMode="decimal"
          hint="For a percentage: 10 for 10 %."
          defaultValue={d.text('percent', code?.kind === 'percent' ? code.percentHundredths / 100 : '')}
          error={fieldError(actionData, 'percent')}
        />
        <TextField
          label="Amount off (TT$)"
          name="amountOff"
          inputMode="decimal"
          hint="For a fixed amount. Never more than the goods it applies to."
          defaultValue={d.text('amountOff', money(code?.amountOff))}
          error={fieldError(actionData, 'amountOff')}
        />
        <TextField
          label="Minimum order (TT$)"
          name="minimumOrder"
          inputMode="decimal"
          hint="The goods in the cart must come to at least this. Empty: no minimum."
          defaultValue={d.text('minimumOrder', money(code?.minimumOrder))}
          error={fieldError(actionData, 'minimumOrder')}
        />
        <TextField
          label="First day"
          name="startsOn"
          type="date"
          defaultValue={d.text('startsOn', code?.startsOn)}
          error={fieldError(actionData, 'startsOn')}
        />
        <TextField
          label="Last day"
          name="endsOn"
          type="date"
          hint="Both days included, by the calendar in Trinidad and Tobago."
          defaultValue={d.text('endsOn', code?.endsOn)}
          error={fieldError(actionData, 'endsOn')}
        />
        <TextField
          label="Uses in all"
          name="usesLimit"
          inputMode="numeric"
          hint="Empty: no limit."
          defaultValue={d.text('usesLimit', code?.usesLimit)}
          error={fieldError(actionData, 'usesLimit')}
        />
        <TextField
          label="Uses per mobile number"
          name="perMobileLimit"
          inputMode="numeric"
          hint="Empty: no limit."
          defaultValue={d.text('perMobileLimit', code?.perMobileLimit)}
          error={fieldError(actionData, 'perMobileLimit')}
        />
        <SelectField
          label="Only these categories"
          name="categoryNos"
          multiple
          size={6}
          hint="None chosen and no products below: every item counts."
          defaultValue={(code?.categoryNos ?? []).map(String)}
          error={fieldError(actionData, 'categoryNos')}
        >
          {categoryChoices.map((c) => (
            <option key={c.categoryNo} value={c.categoryNo}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Only these products"
          name="productNos"
          hint="Product numbers, separated by commas."
          defaultValue={d.text('productNos', (code?.productNos ?? []).join(', '))}
          error={fieldError(actionData, 'productNos')}
        />
        <CheckField label="Offered" name="active" defaultChecked={d.checked('active', code?.active ?? true)} />
        <TextField
          label="Note for staff"
          name="note"
          maxLength={500}
          defaultValue={d.text('note', code?.note)}
          error={fieldError(actionData, 'note')}
        />
        <button type="submit" className="admin-button">
          Save the discount code
        </button>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
