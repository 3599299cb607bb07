// The Product Return form (docs/product.md#product-returns): every field checked with its own
// message, then sent; the answer's RMA number is shown in place of the form.
import { type FormEvent, useRef, useState } from 'react';
import type { OrderDetail, ReturnSaved } from '../../../shop-rules/api/account';
import { EMAIL_MAX, NAME_PART_MAX, PRODUCT_TEXT_MAX, RETURN_DETAILS_MAX } from '../../../shop-rules/fields';
import { RETURN_ORDER_CANCELLED, returnNotArrived } from '../../../shop-rules/messages/account';
import { useOnAnswer, usePageForm } from '../../lib/page-forms';
import type { SendFailure } from '../customer-data';
import { type FieldErrors, firstInvalid, useFieldErrors } from '../field-errors';
import { FormButtons } from '../form-buttons';
import { FormAlert, PhoneField, TextAreaField, TextField } from '../form-controls';
import { useCustomer } from '../session/customer-session';
import { RETURN_FIELD_ORDER, type ReturnField, type ReturnFields, reasonNeedsDetails } from './return-checks';
import { OpenedChoice, ReasonChoice } from './return-choices';
import { lineFields } from './return-prefill';
import { ReturnReceived } from './return-received';
import { TermsAgreement } from './terms-agreement';

/** What the Product Returns page's clientAction answers. */
export type ReturnAnswer = { errors: FieldErrors<ReturnField> } | { saved: ReturnSaved } | SendFailure;

interface Props {
  initial: ReturnFields;
  order: OrderDetail | null;
  back: string;
  /** A guest names the order and the mobile it was placed with, as for tracking (docs/product.md#account-pages). */
  guest?: boolean;
}

export function ReturnForm({ initial, order, back, guest = false }: Props) {
  const { sessionEnded } = useCustomer();
  const { send, sending, answer, last } = usePageForm<ReturnAnswer>();
  const [form, setForm] = useState(initial);
  const [errors, clearError] = useFieldErrors(answer && 'errors' in answer ? answer.errors : undefined);
  const refs = useRef<Partial<Record<ReturnField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const bind = (field: ReturnField) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    refs.current[field] = el;
  };
  const set =
    <K extends ReturnField>(field: K) =>
    (value: ReturnFields[K]) => {
      setForm((f) => ({ ...f, [field]: value }));
      clearError(field);
    };

  useOnAnswer(answer, (a) => {
    if ('errors' in a) {
      const first = firstInvalid(RETURN_FIELD_ORDER, a.errors);
      if (first) refs.current[first]?.focus();
    } else if ('refused' in a) {
      sessionEnded();
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!sending) send(form);
  }

  const saved = last && 'saved' in last ? last.saved : null;
  if (saved) return <ReturnReceived saved={saved} orderId={Number(form.order_id)} guest={guest} />;

  const lines = order?.Lines ?? [];
  return (
    <form method="post" className="account-form" onSubmit={submit} noValidate>
      <p className="page-lead">Please complete the form below to request an RMA number.</p>
      {order && order.Status !== 'Arrived' ? (
        <p className="field-hint return-not-yet">
          {order.Status === 'Cancelled' ? RETURN_ORDER_CANCELLED : returnNotArrived(order.Status)}
        </p>
      ) : null}
      <FormAlert message={alertOf(answer)} />
      <fieldset className="account-fieldset">
        <legend>Order Information</legend>
        <div className="field-pair">
          <TextField
            label="First Name"
            value={form.firstname}
            onChange={set('firstname')}
            error={errors.firstname}
            required
            maxLength={NAME_PART_MAX}
            autoComplete="given-name"
            inputRef={bind('firstname')}
          />
          <TextField
            label="Last Name"
            value={form.lastname}
            onChange={set('lastname')}
            error={errors.lastname}
            required
            maxLength={NAME_PART_MAX}
            autoComplete="family-name"
            inputRef={bind('lastname')}
          />
        </div>
        <div className="field-pair">
          <TextField
            label="E-Mail"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            inputRef={bind('email')}
          />
          <PhoneField
            label={guest ? 'Mobile the order was placed with' : 'Telephone'}
            value={form.telephone}
            onChange={set('telephone')}
            error={errors.telephone}
            required
            inputRef={bind('telephone')}
          />
        </div>
        <div className="field-pair">
          <TextField
            label="Order ID"
            inputMode="numeric"
            value={form.order_id}
            onChange={set('order_id')}
            error={errors.order_id}
            required
            inputRef={bind('order_id')}
          />
          <TextField
            label="Order Date"
            type="date"
            value={form.date_ordered}
            onChange={set('date_ordered')}
            error={errors.date_ordered}
            inputRef={bind('date_ordered')}
          />
        </div>
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Product Information</legend>
        {lines.length > 1 ? (
          <LinePicker order={order!} onPick={(i) => setForm((f) => ({ ...f, ...lineFields(lines[i] ?? null) }))} />
        ) : null}
        <div className="field-pair">
          <TextField
            label="Product Name"
            value={form.product}
            onChange={set('product')}
            error={errors.product}
            required
            maxLength={PRODUCT_TEXT_MAX}
            inputRef={bind('product')}
          />
          <TextField
            label="Product Code"
            value={form.model}
            onChange={set('model')}
            error={errors.model}
            required
            maxLength={PRODUCT_TEXT_MAX}
            inputRef={bind('model')}
          />
        </div>
        <TextField
          label="Quantity"
          type="number"
          min={1}
          inputMode="numeric"
          value={form.quantity}
          onChange={set('quantity')}
          error={errors.quantity}
          inputRef={bind('quantity')}
        />
        <ReasonChoice
          value={form.return_reason_id}
          onChange={set('return_reason_id')}
          error={errors.return_reason_id}
          firstRef={bind('return_reason_id')}
        />
        <OpenedChoice value={form.opened} onChange={set('opened')} />
        <TextAreaField
          label="Faulty or other details"
          value={form.details}
          onChange={set('details')}
          error={errors.details}
          required={reasonNeedsDetails(form.return_reason_id)}
          maxLength={RETURN_DETAILS_MAX}
          hint="Needed when the product is faulty or the reason is Other."
          areaRef={bind('details')}
        />
      </fieldset>
      <TermsAgreement checked={form.agree} onChange={set('agree')} error={errors.agree} inputRef={bind('agree')} />
      <FormButtons back={back} busy={sending} submitLabel="Submit" />
    </form>
  );
}

/** For an order of several products: choosing one fills the product fields. */
function LinePicker({ order, onPick }: { order: OrderDetail; onPick(index: number): void }) {
  return (
    <div className="account-field">
      <label htmlFor="return-line">Product from order #{order.OrderId}</label>
      <select
        id="return-line"
        defaultValue=""
        onChange={(e) => e.target.value !== '' && onPick(Number(e.target.value))}
      >
        <option value="">Choose a product…</option>
        {order.Lines.map((line, i) => (
          <option key={i} value={i}>
            {[line.ProductName, line.Color, line.Size].filter(Boolean).join(', ')} × {line.Quantity}
          </option>
        ))}
      </select>
    </div>
  );
}

function alertOf(answer: ReturnAnswer | undefined): string {
  if (!answer) return '';
  if ('errors' in answer) return 'Please correct the fields marked below.';
  return 'alert' in answer ? answer.alert : '';
}
