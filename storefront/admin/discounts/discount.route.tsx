// /admin/discounts/new and /admin/discounts/:codeNo: one discount code's form (docs/product.md#discount-codes).
import { Form, Link, redirect } from 'react-router';
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS } from '../../../shop-rules/discount-codes';
import { discountCodeSchema } from '../../../shop-rules/forms/discounts';
import { centsToDecimal } from '../../../shop-rules/money';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { CheckField, SelectField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import type { Route } from './+types/discount.route';

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
  const form = useAdminForm(discountCodeSchema, actionData);
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
      <Form method="post" className="admin-panel" aria-label="Discount code" {...form.formProps}>
        <CsrfField />
        <TextField
          label="Code"
          name="code"
          required
          maxLength={30}
          hint="What the shopper types: 3 to 30 letters, digits, - or _. Kept in capitals."
          defaultValue={d.text('code', code?.code)}
          error={form.error('code')}
        />
        <SelectField
          label="What the code gives"
          name="kind"
          defaultValue={d.text('kind', code?.kind ?? 'percent')}
          error={form.error('kind')}
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
          error={form.error('percent')}
        />
        <TextField
          label="Amount off (TT$)"
          name="amountOff"
          inputMode="decimal"
          hint="For a fixed amount. Never more than the goods it applies to."
          defaultValue={d.text('amountOff', money(code?.amountOff))}
          error={form.error('amountOff')}
        />
        <TextField
          label="Minimum order (TT$)"
          name="minimumOrder"
          inputMode="decimal"
          hint="The goods in the cart must come to at least this. Empty: no minimum."
          defaultValue={d.text('minimumOrder', money(code?.minimumOrder))}
          error={form.error('minimumOrder')}
        />
        <DiscountLimits code={code} d={d} error={form.error} />
        <DiscountScope code={code} categoryChoices={categoryChoices} d={d} error={form.error} />
        <SaveButton busy={form.busy}>Save the discount code</SaveButton>
      </Form>
    </>
  );
}

type Loaded = Route.ComponentProps['loaderData'];

interface PartProps {
  code: Loaded['code'];
  d: ReturnType<typeof formDefaults>;
  error: (name: string) => string | undefined;
}

function DiscountLimits({ code, d, error }: PartProps) {
  return (
    <>
      <TextField
        label="First day"
        name="startsOn"
        type="date"
        defaultValue={d.text('startsOn', code?.startsOn)}
        error={error('startsOn')}
      />
      <TextField
        label="Last day"
        name="endsOn"
        type="date"
        hint="Both days included, by the calendar in Trinidad and Tobago."
        defaultValue={d.text('endsOn', code?.endsOn)}
        error={error('endsOn')}
      />
      <TextField
        label="Uses in all"
        name="usesLimit"
        inputMode="numeric"
        hint="Empty: no limit."
        defaultValue={d.text('usesLimit', code?.usesLimit)}
        error={error('usesLimit')}
      />
      <TextField
        label="Uses per mobile number"
        name="perMobileLimit"
        inputMode="numeric"
        hint="Empty: no limit."
        defaultValue={d.text('perMobileLimit', code?.perMobileLimit)}
        error={error('perMobileLimit')}
      />
    </>
  );
}

function DiscountScope({
  code,
  d,
  error,
  categoryChoices,
}: PartProps & { categoryChoices: Loaded['categoryChoices'] }) {
  return (
    <>
      <SelectField
        label="Only these categories"
        name="categoryNos"
        multiple
        size={6}
        hint="None chosen and no products below: every item counts."
        defaultValue={(code?.categoryNos ?? []).map(String)}
        error={error('categoryNos')}
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
        error={error('productNos')}
      />
      <CheckField label="Offered" name="active" defaultChecked={d.checked('active', code?.active ?? true)} />
      <TextField
        label="Note for staff"
        name="note"
        maxLength={500}
        defaultValue={d.text('note', code?.note)}
        error={error('note')}
      />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
