// The Product Return form: its fields as the page names them (OpenCart-style), checked in the
// form's order with a clear message for the first problem.
import { z } from 'zod';
import { isCalendarDate, PHONE_INVALID, QUANTITY_INVALID } from '../../shop-rules';
import {
  fieldProblem,
  firstName as firstNameField,
  lastName as lastNameField,
  PRODUCT_TEXT_MAX,
  RETURN_DETAILS_MAX,
  requiredEmail,
} from '../../shop-rules/fields';
import {
  ORDER_DATE_INVALID,
  PRODUCT_CODE_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_TEXT_TOO_LONG,
  RETURN_DETAILS_REQUIRED,
  RETURN_DETAILS_TOO_LONG,
  RETURN_REASON_REQUIRED,
  RETURN_TERMS_REQUIRED,
  TELEPHONE_REQUIRED,
} from '../../shop-rules/messages/account';
import { RETURN_REASONS } from '../../shop-rules/order-constants';
import { isBlank, optionalFlag, textField } from './input-fields';
import { readOrderId } from './order-id';
import { localPhoneDigits } from './phone-number';

export const returnFormBody = z.object({
  firstname: textField,
  lastname: textField,
  email: textField,
  telephone: textField,
  order_id: textField,
  date_ordered: textField,
  product: textField,
  model: textField,
  quantity: textField,
  return_reason_id: textField,
  opened: optionalFlag,
  comment: textField,
  details: textField,
  agree: optionalFlag,
});

export type ReturnFormBody = z.infer<typeof returnFormBody>;

export interface ReturnRequestInput {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  orderNo: number | null;
  productName: string;
  productCode: string;
  quantity: number;
  returnReasonId: number;
  opened: boolean;
  details: string;
}

/** The form's first problem as { msg }, or the request to save. */
export function readReturnForm(body: ReturnFormBody): { msg: string } | { request: ReturnRequestInput } {
  const firstName = body.firstname.trim();
  const lastName = body.lastname.trim();
  const email = body.email.trim();
  const details = body.details.trim() || body.comment.trim();
  const problem =
    fieldProblem(firstNameField, firstName) ??
    fieldProblem(lastNameField, lastName) ??
    fieldProblem(requiredEmail, email);
  if (problem) return { msg: problem };
  if (isBlank(body.telephone)) return { msg: TELEPHONE_REQUIRED };
  const telephone = localPhoneDigits(body.telephone);
  if (!telephone) return { msg: PHONE_INVALID };
  const order = readOrderId(body.order_id);
  if (!order.ok) return { msg: order.msg };
  // The date is shown for the customer's reference; the order's own date is what gets stored.
  if (!isBlank(body.date_ordered) && !isCalendarDate(body.date_ordered.trim())) return { msg: ORDER_DATE_INVALID };
  const productName = body.product.trim();
  const productCode = body.model.trim();
  if (productName === '') return { msg: PRODUCT_NAME_REQUIRED };
  if (productCode === '') return { msg: PRODUCT_CODE_REQUIRED };
  if (productName.length > PRODUCT_TEXT_MAX || productCode.length > PRODUCT_TEXT_MAX)
    return { msg: PRODUCT_TEXT_TOO_LONG };
  const quantityText = body.quantity.trim();
  const quantity = Number(quantityText);
  if (!/^\d{1,9}$/.test(quantityText) || quantity < 1) return { msg: QUANTITY_INVALID };
  const reason = RETURN_REASONS.find((r) => String(r.id) === body.return_reason_id.trim());
  if (!reason) return { msg: RETURN_REASON_REQUIRED };
  if (reason.needsDetails && details === '') return { msg: RETURN_DETAILS_REQUIRED };
  if (details.length > RETURN_DETAILS_MAX) return { msg: RETURN_DETAILS_TOO_LONG };
  if (body.agree === false) return { msg: RETURN_TERMS_REQUIRED };
  return {
    request: {
      firstName,
      lastName,
      email,
      telephone,
      orderNo: order.orderNo,
      productName,
      productCode,
      quantity,
      returnReasonId: reason.id,
      opened: body.opened ?? false,
      details,
    },
  };
}
