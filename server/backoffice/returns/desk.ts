// The returns area's part of the desk: return requests listed, read and decided (a refund and a
// restock with an approval, when the role may give money back).

import { found, room } from '../shared/desk-kit';
import { formFields } from '../shared/form-fields';
import { decideReturn, listReturns, readReturnQuery, returnRequest } from './return-requests';

export const returnsDesk = {
  returns: room('returns', ({ db, config, actor, mayOpen }) => ({
    list: async (query: URLSearchParams) => {
      const { query: q, problem } = readReturnQuery(query);
      return { query: q, problem, ...(await listReturns(db, q)) };
    },
    one: (rmaNo: number) => found(returnRequest(db, rmaNo)),
    decide: (rmaNo: number, form: FormData) =>
      decideReturn({ db, shopName: config.SHOP_NAME, mayRefund: mayOpen('payments') }, actor, rmaNo, formFields(form)),
  })),
};
