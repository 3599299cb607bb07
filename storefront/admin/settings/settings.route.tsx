import { Form, Link } from 'react-router';
import { MAX_QUANTITY_PER_LINE_CEILING } from '../../../shop-rules/constants';
import { shopSettingsSchema, vatSettingsSchema, wipayAccountSchema } from '../../../shop-rules/forms/settings';
import { formatVatRate } from '../../../shop-rules/vat';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { CheckField, SelectField, TextArea, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { moneyInput } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/settings.route';

export const meta = () => adminMeta('Settings');

type Loaded = Route.ComponentProps['loaderData'];
type Answer = Route.ComponentProps['actionData'];
type Settings = Loaded['shop'];
type FreightName = 'freightTrinidad' | 'freightTobago' | 'freightTrinidadFreeDelivery' | 'freightTobagoFreeDelivery';

/** The last answer when it refused this form (its hidden intent), else nothing. */
const refusedFor = (actionData: Answer, intent: string) =>
  actionData && !actionData.ok && (actionData.values?.intent ?? 'shop') === intent ? actionData : undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'settings');
  const [shop, wipay] = await Promise.all([desk.settings.shop(), desk.settings.wipay()]);
  return { shop, wipay };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'settings', (desk, form) =>
      form.get('intent') === 'wipay'
        ? desk.settings.saveWipay(form)
        : form.get('intent') === 'vat'
          ? desk.settings.saveVat(form)
          : desk.settings.saveShop(form),
    ),
  );
}

export default function AdminSettings({ loaderData: { shop, wipay }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Settings</h1>
      <p>
        Cities, shops and payment methods: <Link to="/admin/settings/lists">their own page</Link>.
      </p>
      <FormMessage result={actionData} />
      <ShopSettingsForm s={shop} refused={refusedFor(actionData, 'shop')} />
      <VatForm s={shop} refused={refusedFor(actionData, 'vat')} />
      <WipayForm wipay={wipay} refused={refusedFor(actionData, 'wipay')} />
    </>
  );
}

/** The shop's own settings: one form, checked in the browser as on the server (shop-rules/forms/settings.ts). */
function ShopSettingsForm({ s, refused }: { s: Settings; refused: Answer }) {
  const form = useAdminForm(shopSettingsSchema, refused, 'shop-settings');
  const d = formDefaults(refused);
  const text = (label: string, name: keyof Settings, extra: { type?: string; max?: number; area?: boolean } = {}) => {
    const common = {
      label,
      name,
      required: true,
      defaultValue: d.text(name, String(s[name])),
      error: form.error(name),
    };
    return extra.area ? (
      <TextArea {...common} rows={2} maxLength={extra.max ?? 300} />
    ) : (
      <TextField {...common} type={extra.type} maxLength={extra.max ?? 120} />
    );
  };
  const freight = (label: string, name: FreightName) => (
    <TextField
      label={label}
      name={name}
      required
      inputMode="decimal"
      defaultValue={d.text(name, moneyInput(s[name]))}
      error={form.error(name)}
    />
  );
  return (
    <Form method="post" aria-label="Shop settings" {...form.formProps}>
      <CsrfField />
      <input type="hidden" name="intent" value="shop" />
      <fieldset className="admin-fieldset">
        <legend>The shop</legend>
        <div className="admin-grid">
          {text('Shop name', 'shopName', { max: 100 })}
          {text('Contact phone', 'contactPhone', { max: 40 })}
          {text('WhatsApp number', 'whatsappNumber', { max: 40 })}
          {text('Information e-mail', 'infoEmail', { type: 'email', max: 200 })}
          {text('Orders e-mail', 'ordersEmail', { type: 'email', max: 200 })}
        </div>
        {text('Postal address', 'postalAddress', { area: true })}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Pickup</legend>
        {text('Pickup address', 'pickupAddress', { area: true })}
        {text('Pickup phone', 'pickupPhone', { max: 40 })}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Bank details for transfers</legend>
        <div className="admin-grid">
          {text('Account name', 'bankAccountName')}
          {text('Bank name', 'bankName')}
          {text('Account number', 'bankAccountNumber', { max: 60 })}
          {text('SWIFT code', 'bankSwiftCode', { max: 20 })}
        </div>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Freight in TT$</legend>
        <div className="admin-grid">
          {freight('Trinidad', 'freightTrinidad')}
          {freight('Tobago', 'freightTobago')}
          {freight('Trinidad, with a free-delivery item', 'freightTrinidadFreeDelivery')}
          {freight('Tobago, with a free-delivery item', 'freightTobagoFreeDelivery')}
        </div>
      </fieldset>
      <ShopRules s={s} d={d} error={form.error} />
      <SaveButton busy={form.busy}>Save the settings</SaveButton>
    </Form>
  );
}

/** The orders, stock and card payment parts of the shop's settings form. */
function ShopRules({
  s,
  d,
  error,
}: {
  s: Settings;
  d: ReturnType<typeof formDefaults>;
  error: (name: string) => string | undefined;
}) {
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>Orders</legend>
        <TextField
          label="Most of one item in an order"
          name="maxQuantityPerLine"
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY_PER_LINE_CEILING}
          hint="The shop's quantity buttons stop here, and an order for more is refused."
          defaultValue={d.text('maxQuantityPerLine', String(s.maxQuantityPerLine))}
          error={error('maxQuantityPerLine')}
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Stock</legend>
        <TextField
          label="Low stock at"
          name="lowStockAt"
          inputMode="numeric"
          maxLength={6}
          hint="A product or variant with this many or fewer left is listed under Low stock and in the daily stock mail, unless the product has its own level."
          defaultValue={d.text('lowStockAt', String(s.lowStockAt))}
          error={error('lowStockAt')}
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Card payment</legend>
        <CheckField
          label="Offer card payment through WiPay at checkout"
          name="cardGatewayEnabled"
          defaultChecked={d.checked('cardGatewayEnabled', s.cardGatewayEnabled)}
        />
        <TextField
          label="Minutes an unpaid card order keeps its stock"
          name="cardPaymentMinutes"
          inputMode="numeric"
          maxLength={4}
          defaultValue={d.text('cardPaymentMinutes', String(s.cardPaymentMinutes))}
          error={error('cardPaymentMinutes')}
          hint="From the shopper's latest WiPay page; then the order is cancelled and its stock is back. 5 to 1440."
        />
      </fieldset>
    </>
  );
}

function VatForm({ s, refused }: { s: Settings; refused: Answer }) {
  const form = useAdminForm(vatSettingsSchema, refused, 'vat-settings');
  const v = formDefaults(refused);
  return (
    <Form method="post" className="admin-panel" aria-labelledby="vat-heading" {...form.formProps}>
      <h2 id="vat-heading">VAT</h2>
      <p className="admin-hint">
        Prices in the shop always include VAT. When the shop is VAT registered, each order is given an invoice number
        from one unbroken series, and each refund a credit note number (CN-…); the invoice shows the VAT the total
        contains.
      </p>
      <CsrfField />
      <input type="hidden" name="intent" value="vat" />
      <CheckField
        label="The shop is VAT registered"
        name="vatRegistered"
        defaultChecked={v.checked('vatRegistered', s.vatRegistered)}
      />
      <div className="admin-grid">
        <TextField
          label="VAT registration number"
          name="vatNumber"
          maxLength={40}
          defaultValue={v.text('vatNumber', s.vatNumber)}
          error={form.error('vatNumber')}
        />
        <TextField
          label="VAT rate in %"
          name="vatRate"
          required
          inputMode="decimal"
          maxLength={6}
          hint="Trinidad and Tobago's standard rate is 12.5 %."
          defaultValue={v.text('vatRate', formatVatRate(s.vatRateBasisPoints).replace(' %', ''))}
          error={form.error('vatRate')}
        />
        <SelectField
          label="Invoice number given"
          name="invoiceNumberWhen"
          defaultValue={v.text('invoiceNumberWhen', s.invoiceNumberWhen)}
        >
          <option value="paid">When the order is paid</option>
          <option value="shipped">When the order is shipped</option>
        </SelectField>
      </div>
      <p className="admin-hint">Prices include VAT: always.</p>
      <SaveButton busy={form.busy}>Save the VAT settings</SaveButton>
    </Form>
  );
}

function WipayForm({ wipay, refused }: { wipay: Loaded['wipay']; refused: Answer }) {
  const form = useAdminForm(wipayAccountSchema, refused, 'wipay-account');
  const w = formDefaults(refused);
  return (
    <Form method="post" className="admin-panel" aria-labelledby="wipay-heading" {...form.formProps}>
      <h2 id="wipay-heading">WiPay account</h2>
      <p className="admin-hint">
        {wipay.fromServerSettings
          ? 'The account in use was set up on the shop’s computer by whoever installed the shop; ask them to change it (for the technician: WIPAY_ACCOUNT_NUMBER and WIPAY_API_KEY).'
          : wipay.keyStored
            ? 'A WiPay key is stored. It is never shown; leave the box empty to keep it.'
            : 'No WiPay key is stored yet.'}
      </p>
      <CsrfField />
      <input type="hidden" name="intent" value="wipay" />
      <div className="admin-grid">
        <TextField
          label="WiPay account number"
          name="accountNumber"
          required
          inputMode="numeric"
          maxLength={10}
          defaultValue={w.text('accountNumber', wipay.accountNumber)}
          error={form.error('accountNumber')}
        />
        <SelectField
          label="WiPay environment"
          name="environment"
          defaultValue={w.text('environment', wipay.environment)}
        >
          <option value="sandbox">Sandbox (testing)</option>
          <option value="live">Live</option>
        </SelectField>
        <TextField
          label="WiPay key (API key in your WiPay account)"
          name="apiKey"
          type="password"
          autoComplete="off"
          maxLength={200}
          hint="Kept secret: it is never shown again. Type it only to change it."
          error={form.error('apiKey')}
        />
      </div>
      <SaveButton busy={form.busy}>Save the WiPay account</SaveButton>
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
