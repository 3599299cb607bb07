// The discounts area's part of the desk: discount codes listed, read and saved.
import { optionalId, room } from '../shared/desk-kit';
import { discountCodeForEdit, discountCodeList, saveDiscountCode } from './discount-codes';

export const discountsDesk = {
  discounts: room('discounts', ({ db, actor }) => ({
    list: () => discountCodeList(db),
    one: (codeNo: number | null) => discountCodeForEdit(db, optionalId(codeNo, 'discount code')),
    save: (codeNo: number | null, form: FormData) =>
      saveDiscountCode(db, actor, optionalId(codeNo, 'discount code'), form),
  })),
};
