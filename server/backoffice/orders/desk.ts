// The orders area's part of the desk: the order list and page, status steps, edits, phone orders,
// packing slips; and the orders and customers CSV files (the 'exports' room of the roles table).
import { readShopSettings } from '../../settings/shop-settings';
import { orderInvoice, orderRefundsPanel } from '../payments';
import { type DeskContext, found, id, room } from '../shared/desk-kit';
import { BackofficeError } from '../shared/errors';
import { formFields } from '../shared/form-fields';
import { chosenOrders, moveOrders } from './bulk-order-changes';
import { changeStatus, orderChangeDeps } from './order-changes';
import { editOrderLines } from './order-edit';
import { exportCustomers, exportOrders } from './order-export';
import { readOrderFilters } from './order-filters';
import { listOrders } from './order-list';
import { orderPage } from './order-page';
import { enterPhoneOrder, phoneOrderForm, productChoicesForOrders } from './phone-order';

/** The packing slips of the ticked orders (a 400 page when none or too many are ticked). */
async function slips({ db, defaults }: DeskContext, query: URLSearchParams) {
  let orderNos: number[];
  try {
    orderNos = chosenOrders(query.getAll('order'));
  } catch (err) {
    if (err instanceof BackofficeError) throw new Response(err.message, { status: 400, statusText: 'Bad Request' });
    throw err;
  }
  const [settings, ...pages] = await Promise.all([
    readShopSettings(db, defaults),
    ...orderNos.map((orderNo) => found(orderPage(db, orderNo))),
  ]);
  return { settings, slips: pages };
}

function orderServices(ctx: DeskContext) {
  const { db, actor, defaults } = ctx;
  const deps = orderChangeDeps(ctx);
  return {
    list: async (query: URLSearchParams) => {
      const { filters, problems } = readOrderFilters(query);
      return { filters, problems, ...(await listOrders(db, filters)) };
    },
    page: (orderNo: number) => found(orderPage(db, orderNo)),
    refunds: (orderNo: number) => orderRefundsPanel(db, id(orderNo, 'order')),
    slip: async (orderNo: number) => ({
      ...(await found(orderPage(db, orderNo))),
      settings: await readShopSettings(db, defaults),
    }),
    /** The order's VAT invoice and its refunds' credit notes; 404 before it has a number. */
    invoice: (orderNo: number) => found(orderInvoice(db, id(orderNo, 'order'), defaults)),
    changeStatus: (orderNo: number, form: FormData) => changeStatus(deps, actor, orderNo, formFields(form)),
    moveOrders: (form: FormData) => moveOrders(deps, actor, form),
    editLines: (orderNo: number, form: FormData) => editOrderLines(deps, actor, id(orderNo, 'order'), form),
    /** The products a line added in an order edit can be (by name or product number). */
    productChoices: () => productChoicesForOrders(db),
    // A phone or WhatsApp sale: any role of the orders area, as at the shop counter (decision 0040).
    newOrderForm: () => phoneOrderForm(db),
    enterOrder: (form: FormData) => enterPhoneOrder(deps, actor, form),
    /** To the page of the ticked orders' slips (a GET, so it can be printed, kept and reloaded). */
    printSlips: async (form: FormData) => {
      const query = chosenOrders(form.getAll('order'))
        .map((n) => `order=${n}`)
        .join('&');
      return new Response(null, { status: 302, headers: { Location: `/admin/orders/slips?${query}` } });
    },
    /** The packing slips of the ticked orders, to print in one go. */
    slips: (query: URLSearchParams) => slips(ctx, query),
  };
}

export const ordersDesk = {
  orders: room('orders', orderServices),
  exports: room('exports', ({ db }) => ({
    orders: (query: URLSearchParams) => exportOrders(db, readOrderFilters(query).filters),
    customers: (query: URLSearchParams) => exportCustomers(db, (query.get('q') ?? '').slice(0, 100)),
  })),
};
