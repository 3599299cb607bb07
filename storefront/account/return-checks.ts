// The Product Return form's checks, every field at once, in the words the server uses for the same
// rules (server/customers/return-form.ts).
import { isCalendarDate, isSevenDigitMobile, PHONE_INVALID, QUANTITY_INVALID, RETURN_REASONS } from '../../shop-rules';
import { PRODUCT_TEXT_MAX, RETURN_DETAILS_MAX } from '../../shop-rules/fields';
import {
  ORDER_DATE_INVALID,
  ORDER_ID_INVALID,
  ORDER_ID_REQUIRED,
  PRODUCT_CODE_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_TEXT_TOO_LONG,
  RETURN_DETAILS_REQUIRED,
  RETURN_DETAILS_TOO_LONG,
  RETURN_REASON_REQUIRED,
  RETURN_TERMS_REQUIRED,
  TELEPHONE_REQUIRED,
} from '../../shop-rules/messages/account';
import type { FieldErrors } from './field-errors';
import { emailProblem, namePartProblem } from './profile-checks';

export interface ReturnFields {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  order_id: string;
  date_ordered: string;
  product: string;
  model: string;
  quantity: string;
  return_reason_id: string;
  opened: '0' | '1';
  details: string;
  agree: boolean;
}

export type ReturnField = keyof ReturnFields;

/** The form's order, for moving focus to the first problem. */
export const RETURN_FIELD_ORDER: readonly ReturnField[] = [
  'firstname',
  'lastname',
  'email',
  'telephone',
  'order_id',
  'date_ordered',
  'product',
  'model',
  'quantity',
  'return_reason_id',
  'details',
  'agree',
];

export const reasonNeedsDetails = (id: string) => RETURN_REASONS.some((r) => String(r.id) === id && r.needsDetails);

export function returnErrors(f: ReturnFields): FieldErrors<ReturnField> {
  const e: FieldErrors<ReturnField> = {};
  const put = (field: ReturnField, message: string | null) => {
    if (message) e[field] = message;
  };
  put('firstname', namePartProblem(f.firstname, 'first'));
  put('lastname', namePartProblem(f.lastname, 'last'));
  put('email', emailProblem(f.email, true));
  const phone = f.telephone.trim();
  put('telephone', phone === '' ? TELEPHONE_REQUIRED : isSevenDigitMobile(phone) ? null : PHONE_INVALID);
  const orderId = f.order_id.trim();
  put(
    'order_id',
    orderId === '' ? ORDER_ID_REQUIRED : /^\d{1,9}$/.test(orderId) && Number(orderId) >= 1 ? null : ORDER_ID_INVALID,
  );
  const date = f.date_ordered.trim();
  put('date_ordered', date === '' || isCalendarDate(date) ? null : ORDER_DATE_INVALID);
  const product = f.product.trim();
  const model = f.model.trim();
  put(
    'product',
    product === '' ? PRODUCT_NAME_REQUIRED : product.length > PRODUCT_TEXT_MAX ? PRODUCT_TEXT_TOO_LONG : null,
  );
  put('model', model === '' ? PRODUCT_CODE_REQUIRED : model.length > PRODUCT_TEXT_MAX ? PRODUCT_TEXT_TOO_LONG : null);
  const quantity = f.quantity.trim();
  put('quantity', /^\d{1,9}$/.test(quantity) && Number(quantity) >= 1 ? null : QUANTITY_INVALID);
  put(
    'return_reason_id',
    RETURN_REASONS.some((r) => String(r.id) === f.return_reason_id) ? null : RETURN_REASON_REQUIRED,
  );
  const details = f.details.trim();
  put(
    'details',
    reasonNeedsDetails(f.return_reason_id) && details === ''
      ? RETURN_DETAILS_REQUIRED
      : details.length > RETURN_DETAILS_MAX
        ? RETURN_DETAILS_TOO_LONG
        : null,
  );
  put('agree', f.agree ? null : RETURN_TERMS_REQUIRED);
  return e;
}
