// The Product Return form's body: its fields as the page names them (OpenCart-style). Their rules are
// the page's own (shop-rules/forms/account.ts returnRequestSchema); the shape here only refuses a
// field that is not text, a number or nothing.
import { z } from 'zod';
import type { ReturnRequestInput } from '../../../shop-rules/forms/account';
import { optionalFlag, textField } from '../input-fields';

export type { ReturnRequestInput };

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
