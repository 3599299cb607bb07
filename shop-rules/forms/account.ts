// The customer's account forms: Change Password, Edit Information and Product Return. Each schema checks
// its form in the browser's clientAction and again in the server's API before anything is saved
// (docs/decisions/0075); each field's problem is named at its field, all of them at once. Field names are
// the page's; the Change Password API's body names map onto them.
import { z } from 'zod';
import {
  fieldProblem,
  firstName,
  lastName,
  newPassword,
  optionalEmail,
  PRODUCT_TEXT_MAX,
  RETURN_DETAILS_MAX,
  requiredEmail,
} from '../fields';
import {
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_CONFIRM_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  NEW_PASSWORD_SAME,
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
} from '../messages/account';
import { PASSWORDS_DO_NOT_MATCH, PHONE_INVALID } from '../messages/forms';
import { QUANTITY_INVALID } from '../messages/shop';
import { RETURN_REASONS } from '../order-constants';
import { isCalendarDate, localPhoneDigits } from '../validation';

/** A password as typed (never trimmed); anything else is blank. */
const typed = (v: unknown) => (typeof v === 'string' ? v : '');

// The fields are read first and judged together, so a short new password and a different confirmation
// are both said at once (a refinement after the fields would be skipped while one of them is wrong).
export const changePasswordSchema = z
  .object({ current: z.unknown(), password: z.unknown(), confirm: z.unknown() })
  .superRefine((raw, ctx) => {
    const f = { current: typed(raw.current), password: typed(raw.password), confirm: typed(raw.confirm) };
    const problems = {
      current: f.current === '' ? CURRENT_PASSWORD_REQUIRED : null,
      password:
        f.password === ''
          ? NEW_PASSWORD_REQUIRED
          : (fieldProblem(newPassword, f.password) ?? (f.password === f.current ? NEW_PASSWORD_SAME : null)),
      confirm:
        f.confirm === '' ? NEW_PASSWORD_CONFIRM_REQUIRED : f.confirm !== f.password ? PASSWORDS_DO_NOT_MATCH : null,
    };
    for (const [path, message] of Object.entries(problems))
      if (message) ctx.addIssue({ code: 'custom', message, path: [path] });
  });

/** What a JSON body or a form holds for a field, as text: a number as its digits, anything else blank. */
const given = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Adds each field's problem, in the form's order (the first is the server's one message). */
function addProblems(ctx: z.RefinementCtx, problems: Record<string, string | null>) {
  for (const [path, message] of Object.entries(problems))
    if (message) ctx.addIssue({ code: 'custom', message, path: [path] });
}

/** A telephone: blank, or 7 local digits however typed; `required` says blank is a problem. */
function telephoneProblem(text: string, required: boolean): string | null {
  if (text.trim() === '') return required ? TELEPHONE_REQUIRED : null;
  return localPhoneDigits(text) ? null : PHONE_INVALID;
}

/**
 * The Edit Information form (docs/product.md#account-pages): checked in the page's clientAction and by
 * PUT /api/customer/profile before it saves. The mobile is the account's login and is not on it.
 */
export const profileSchema = z
  .object({ FirstName: z.unknown(), LastName: z.unknown(), Email: z.unknown(), Telephone: z.unknown() })
  .superRefine((raw, ctx) =>
    addProblems(ctx, {
      FirstName: fieldProblem(firstName, given(raw.FirstName)),
      LastName: fieldProblem(lastName, given(raw.LastName)),
      Email: fieldProblem(optionalEmail, given(raw.Email)),
      Telephone: telephoneProblem(given(raw.Telephone), false),
    }),
  )
  .transform((raw) => ({
    firstName: given(raw.FirstName).trim(),
    lastName: given(raw.LastName).trim(),
    email: given(raw.Email).trim(),
    telephone: localPhoneDigits(given(raw.Telephone)) ?? '',
  }));

/** The largest order number an order can have (an int4 column): a larger one is simply no order. */
const ORDER_NO_MAX = 2_147_483_647;

function orderIdProblem(text: string): string | null {
  if (text.trim() === '') return ORDER_ID_REQUIRED;
  return /^\d{1,15}$/.test(text.trim()) && Number(text) >= 1 ? null : ORDER_ID_INVALID;
}

const reasonOf = (v: unknown) => RETURN_REASONS.find((r) => String(r.id) === given(v).trim());

/** A ticked box or a yes: '1', 'true', 'yes', 'on' or true; blank is not said (undefined). */
function flag(v: unknown): boolean | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(String(v).trim().toLowerCase());
}

/** Product text: required, at most PRODUCT_TEXT_MAX. */
const productTextProblem = (text: string, required: string) =>
  text === '' ? required : text.length > PRODUCT_TEXT_MAX ? PRODUCT_TEXT_TOO_LONG : null;

/**
 * The Product Return form (docs/product.md#product-returns), field names as the page and the API name
 * them (OpenCart's): checked in the page's clientAction and by POST /api/customer/returns and
 * /api/shop/ReturnRequest. `comment` is the older name of `details`. Terms left unsaid pass (an API
 * client that never showed them); unticked on the page they are refused.
 */
export const returnRequestSchema = z
  .object({
    firstname: z.unknown(),
    lastname: z.unknown(),
    email: z.unknown(),
    telephone: z.unknown(),
    order_id: z.unknown(),
    date_ordered: z.unknown(),
    product: z.unknown(),
    model: z.unknown(),
    quantity: z.unknown(),
    return_reason_id: z.unknown(),
    opened: z.unknown(),
    comment: z.unknown(),
    details: z.unknown(),
    agree: z.unknown(),
  })
  .superRefine((raw, ctx) => {
    const details = given(raw.details).trim() || given(raw.comment).trim();
    const date = given(raw.date_ordered).trim();
    const quantity = given(raw.quantity).trim();
    addProblems(ctx, {
      firstname: fieldProblem(firstName, given(raw.firstname)),
      lastname: fieldProblem(lastName, given(raw.lastname)),
      email: fieldProblem(requiredEmail, given(raw.email)),
      telephone: telephoneProblem(given(raw.telephone), true),
      order_id: orderIdProblem(given(raw.order_id)),
      date_ordered: date === '' || isCalendarDate(date) ? null : ORDER_DATE_INVALID,
      product: productTextProblem(given(raw.product).trim(), PRODUCT_NAME_REQUIRED),
      model: productTextProblem(given(raw.model).trim(), PRODUCT_CODE_REQUIRED),
      quantity: /^\d{1,9}$/.test(quantity) && Number(quantity) >= 1 ? null : QUANTITY_INVALID,
      return_reason_id: reasonOf(raw.return_reason_id) ? null : RETURN_REASON_REQUIRED,
      details:
        reasonOf(raw.return_reason_id)?.needsDetails && details === ''
          ? RETURN_DETAILS_REQUIRED
          : details.length > RETURN_DETAILS_MAX
            ? RETURN_DETAILS_TOO_LONG
            : null,
      agree: flag(raw.agree) === false ? RETURN_TERMS_REQUIRED : null,
    });
  })
  .transform((raw) => {
    const orderNo = Number(given(raw.order_id).trim());
    return {
      firstName: given(raw.firstname).trim(),
      lastName: given(raw.lastname).trim(),
      email: given(raw.email).trim(),
      telephone: localPhoneDigits(given(raw.telephone))!,
      orderNo: orderNo > ORDER_NO_MAX ? null : orderNo,
      productName: given(raw.product).trim(),
      productCode: given(raw.model).trim(),
      quantity: Number(given(raw.quantity).trim()),
      returnReasonId: reasonOf(raw.return_reason_id)!.id,
      opened: flag(raw.opened) ?? false,
      details: given(raw.details).trim() || given(raw.comment).trim(),
    };
  });

export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/** Whether the return reason asks for details (Faulty, Other): the details field says it is needed. */
export const reasonNeedsDetails = (id: string) => reasonOf(id)?.needsDetails ?? false;

/**
 * Order Track for a guest (docs/product.md#account-pages): the order's number and the mobile it was placed
 * with, named as the API names them; checked in the page's clientAction and by POST /api/shop/TrackOrder.
 */
export const trackLookupSchema = z
  .object({ OrderId: z.unknown(), Mobile: z.unknown() })
  .superRefine((raw, ctx) =>
    addProblems(ctx, {
      OrderId: orderIdProblem(given(raw.OrderId)),
      Mobile: localPhoneDigits(given(raw.Mobile)) ? null : PHONE_INVALID,
    }),
  )
  .transform((raw) => {
    const orderNo = Number(given(raw.OrderId).trim());
    return { orderNo: orderNo > ORDER_NO_MAX ? null : orderNo, mobile: localPhoneDigits(given(raw.Mobile))! };
  });
