// The payments area's part of the desk: the payments list, transfers awaiting receipt, money coming in
// (a transfer confirmed, cash collected) and going back (refunds, cancelling a paid order).
import { confirmBankTransfer, orderChangeDeps, recordCashCollected } from '../orders';
import { id, room } from '../shared/desk-kit';
import { formFields } from '../shared/form-fields';
import { cancelWithRefund, recordRefund } from './order-refunds';
import { flaggedReturns, listPayments, readPaymentQuery, transfersAwaitingReceipt } from './payment-list';

export const paymentsDesk = {
  payments: room('payments', (ctx) => {
    const { db, actor } = ctx;
    const deps = orderChangeDeps(ctx);
    return {
      list: async (query: URLSearchParams) => {
        const { query: q, problem } = readPaymentQuery(query);
        return { query: q, problem, ...(await listPayments(db, q)) };
      },
      awaitingReceipt: () => transfersAwaitingReceipt(db),
      flaggedReturns: () => flaggedReturns(db),
      confirmBankTransfer: (orderNo: number, form: FormData) =>
        confirmBankTransfer(deps, actor, id(orderNo, 'order'), formFields(form)),
      // Money going back is the payments area's call, as money coming in is (staff/roles.ts).
      refund: (orderNo: number, form: FormData) => recordRefund(deps, actor, id(orderNo, 'order'), formFields(form)),
      cancelWithRefund: (orderNo: number, form: FormData) =>
        cancelWithRefund(deps, actor, id(orderNo, 'order'), formFields(form)),
      recordCash: (orderNo: number, form: FormData) =>
        recordCashCollected(deps, actor, id(orderNo, 'order'), formFields(form)),
    };
  }),
};
