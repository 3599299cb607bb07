// The Product Return form's fields as the page holds them, and their order for moving focus to the
// first problem. Their rules are one schema, checked here and by the API (shop-rules/forms/account.ts).
export { reasonNeedsDetails } from '../../../shop-rules/forms/account';

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
