import { Form, Link } from 'react-router';
import { MAX_QUANTITY_PER_LINE_CEILING } from '../../shop-rules/constants';
import { formatVatRate } from '../../shop-rules/vat';
import type { Route } from './+types/settings.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { CheckField, SelectField, TextArea, TextField } from './field';
import { formDefaults } from './form-defaults';
import { FormMessage, fieldError } from './form-message';
import { moneyInput } from './money';
import { adminMeta } from './page-title';

export const meta = () => adminMeta('Settings');

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

export default function AdminSettings({ loaderData: { shop: s, wipay }, actionData }: Route.ComponentProps) {
  const wipayForm = actionData && !actionData.ok && actionData.values?.intent === 'wipay';
  const vatForm = actionData && !actionData.ok && actionData.values?.intent === 'vat';
  const v = formDefaults(vatForm ? actionData : undefined);
  const d = formDefaults(wipayForm || vatForm ? undefined : actionData);
  const w = formDefaults(wipayForm ? actionData : undefined);
  const err = (name: string) => (wipayForm || vatForm ? undefined : fieldError(actionData, name));
  const vatErr = (name: string) => (vatForm ? fieldError(actionData, name) : undefined);
  const text = (label: string, name: keyof typeof s, extra: { type?: string; max?: number; area?: boolean } = {}) =>
    extra.area ? (
      <TextArea
        label={label}
        name={name}
        required
        rows={2}
        maxLength={extra.max ?? 300}
        defaultValue={d.text(name, String(s[name]))}
        error={err(name)}
      />
    ) : (
      <TextField
        label={label}
        name={name}
        required
        type={extra.type}
        maxLength={extra.max ?? 120}
        defaultValue={d.text(name, String(s[name]))}
        error={err(name)}
      />
    );
  const freight = (
    label: string,
    name: 'freightTrinidad' | 'freightTobago' | 'freightTrinidadFreeDelivery' | 'freightTobagoFreeDelivery',
  ) => (
    <TextField
      label={label}
      name={name}
      required
      inputMode="decimal"
      defaultValue={d.text(name, moneyInput(s[name]))}
      error={err(name)}
    />
  );
  return (
    <>
      <h1>Settings</h1>
      <p>
        Cities, shops and payment methods: <Link to="/admin/settings/lists">their own page</Link>.
      </p>
      <FormMessage result={actionData} />
      <Form method="post" aria-label="Shop settings">
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
            error={err('maxQuantityPerLine')}
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
            error={err('lowStockAt')}
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
            error={err('cardPaymentMinutes')}
            hint="From the shopper's latest WiPay page; then the order is cancelled and its stock is back. 5 to 1440."
          />
        </fieldset>
        <button type="submit" className="admin-button">
          Save the settings
        </button>
      </Form>
      <Form method="post" className="admin-panel" aria-labelledby="vat-heading">
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
            error={vatErr('vatNumber')}
          />
          <TextField
            label="VAT rate in %"
            name="vatRate"
            required
            inputMode="decimal"
            maxLength={6}
            hint="Trinidad and Tobago's standard rate is 12.5 %."
            defaultValue={v.text('vatRate', formatVatRate(s.vatRateBasisPoints).replace(' %', ''))}
            error={vatErr('vatRate')}
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
        <button type="submit" className="admin-button">
          Save the VAT settings
        </button>
      </Form>
      <Form method="post" className="admin-panel" aria-labelledby="wipay-heading">
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
            error={wipayForm ? fieldError(actionData, 'accountNumber') : undefined}
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
            error={wipayForm ? fieldError(actionData, 'apiKey') : undefined}
          />
        </div>
        <button type="submit" className="admin-button">
          Save the WiPay account
        </button>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
