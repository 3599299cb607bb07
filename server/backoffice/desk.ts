// What one signed-in staff member may do, bound to them for the audit log. Each area's services are
// handed out only to a role that may open it, so a page that asked for the wrong area still gets 403.
import type { Database } from '../../database/connect';
import { STOCK_FILTERS, type StockFilter } from '../../shop-rules/stock';
import type { Config } from '../config';
import { mediaStoreFor } from '../media/open-store';
import { readShopSettings } from '../settings/shop-settings';
import { auditEntities, auditEntries } from './audit';
import { chosenOrders, moveOrders } from './bulk-order-changes';
import { bannerForEdit, bannerList, saveBanner } from './catalogue-banners';
import { addCategory, categoryRows, removeCategory, updateCategory } from './catalogue-categories';
import {
  listProducts,
  makeMainImage,
  productChoices,
  productForEdit,
  removeProductImage,
  saveProduct,
} from './catalogue-products';
import { listCustomers, readCustomerQuery } from './customer-list';
import { customerPage, setCustomerBlocked } from './customer-page';
import { dashboard } from './dashboard';
import { removeSection, saveSection, sectionForEdit, sectionList } from './design-sections';
import { discountCodeForEdit, discountCodeList, saveDiscountCode } from './discount-codes';
import { BackofficeError, notFound } from './errors';
import { formFields } from './form-fields';
import { forbidden } from './gate';
import { lowStockList } from './low-stock';
import { changeStatus, confirmBankTransfer, type OrderChangeDeps, recordCashCollected } from './order-changes';
import { editOrderLines } from './order-edit';
import { exportCustomers, exportOrders } from './order-export';
import { readOrderFilters } from './order-filters';
import { listOrders } from './order-list';
import { orderPage } from './order-page';
import { cancelWithRefund, orderRefundsPanel, recordRefund } from './order-refunds';
import { flaggedReturns, listPayments, readPaymentQuery, transfersAwaitingReceipt } from './payment-list';
import { enterPhoneOrder, phoneOrderForm, productChoicesForOrders } from './phone-order';
import { exportProducts } from './product-csv';
import { applyImport, checkAgain, dryRunImport, importRun } from './product-import';
import { listCities, listPaymentMethods, listShops, saveCity, savePaymentMethod, saveShop } from './reference-lists';
import { REPORT_TABLES, type ReportTable, reportCsv } from './report-csv';
import { decideReturn, listReturns, readReturnQuery, returnRequest } from './return-requests';
import { listReviews, setReviewVisible } from './review-moderation';
import { type Area, areasOf, ROLE_NAMES, roleMay } from './roles';
import { salesChart } from './sales-chart';
import { readReportPeriod, salesReport } from './sales-report';
import { saveSettings, settingsForEdit } from './settings-form';
import { changeOwnPassword, createStaff, listStaff, resetStaffPassword, updateStaff } from './staff-accounts';
import type { StaffSession } from './staff-sessions';
import { adjustProductStock, stockHistory } from './stock-history';
import {
  clearTwoStepFor,
  confirmTwoStep,
  renewRecoveryCodes,
  setTwoStepRequired,
  startTwoStep,
  turnOffTwoStep,
  twoStepRequired,
  twoStepStatus,
} from './two-step';
import { listUndeliveredMails, sendMailAgain } from './undelivered-mails';
import { orderInvoice } from './vat-invoice';
import { saveVatSettings } from './vat-settings-form';
import { saveWipayAccount, wipayAccountForEdit } from './wipay-account';

export interface DeskDeps {
  db: Database;
  config: Config;
}

/** Reading one record: 'no such order' is the 404 page. */
async function found<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof BackofficeError && err.status === 404)
      throw new Response(err.message, { status: 404, statusText: 'Not Found' });
    throw err;
  }
}

/** A record number posted by a form; anything but a whole number in the column's range is 'no such …'. */
function id(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) throw notFound(what);
  return value;
}
const optionalId = (value: number | null, what: string) => (value === null ? null : id(value, what));

const LOW_STOCK_PER_PAGE = 100;

const page = (query: URLSearchParams) => {
  const n = query.get('page') ?? '';
  return /^\d{1,6}$/.test(n) && Number(n) > 0 ? Number(n) : 1;
};

export function openDesk(deps: DeskDeps, session: StaffSession) {
  const { db, config } = deps;
  const actor = { staffUserNo: session.staffUserNo };
  const me = { staffUserNo: session.staffUserNo, email: session.email };
  const media = { store: mediaStoreFor(config) };
  const defaults = { shopName: config.SHOP_NAME, cardGatewayEnabled: config.CARD_GATEWAY_ENABLED };
  const places = { mediaBaseUrl: config.MEDIA_BASE_URL, publicBaseUrl: config.publicBaseUrl };
  const shopLevel = async () => (await readShopSettings(db)).lowStockAt;
  const orderDeps = (): OrderChangeDeps => ({ db, shopName: config.SHOP_NAME, publicBaseUrl: config.publicBaseUrl });
  const only = <T>(area: Area, services: () => T): T => {
    if (!roleMay(session.role, area)) throw forbidden();
    return services();
  };

  return {
    staff: {
      staffUserNo: session.staffUserNo,
      name: session.name,
      email: session.email,
      role: session.role,
      roleName: ROLE_NAMES[session.role],
      areas: areasOf(session.role),
    },
    csrfToken: session.csrfToken,
    get dashboard() {
      return only('dashboard', () => ({ summary: () => dashboard(db) }));
    },
    get orders() {
      return only('orders', () => ({
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
        changeStatus: (orderNo: number, form: FormData) => changeStatus(orderDeps(), actor, orderNo, formFields(form)),
        moveOrders: (form: FormData) => moveOrders(orderDeps(), actor, form),
        editLines: (orderNo: number, form: FormData) => editOrderLines(orderDeps(), actor, id(orderNo, 'order'), form),
        /** The products a line added in an order edit can be (by name or product number). */
        productChoices: () => productChoicesForOrders(db),
        // A phone or WhatsApp sale: any role of the orders area, as at the shop counter (decision 0040).
        newOrderForm: () => phoneOrderForm(db),
        enterOrder: (form: FormData) => enterPhoneOrder(orderDeps(), actor, form),
        /** To the page of the ticked orders' slips (a GET, so it can be printed, kept and reloaded). */
        printSlips: async (form: FormData) => {
          const query = chosenOrders(form.getAll('order'))
            .map((n) => `order=${n}`)
            .join('&');
          return new Response(null, { status: 302, headers: { Location: `/admin/orders/slips?${query}` } });
        },
        /** The packing slips of the ticked orders, to print in one go. */
        slips: async (query: URLSearchParams) => {
          let orderNos: number[];
          try {
            orderNos = chosenOrders(query.getAll('order'));
          } catch (err) {
            if (err instanceof BackofficeError)
              throw new Response(err.message, { status: 400, statusText: 'Bad Request' });
            throw err;
          }
          const [settings, ...slips] = await Promise.all([
            readShopSettings(db, defaults),
            ...orderNos.map((orderNo) => found(orderPage(db, orderNo))),
          ]);
          return { settings, slips };
        },
      }));
    },
    get payments() {
      return only('payments', () => ({
        list: async (query: URLSearchParams) => {
          const { query: q, problem } = readPaymentQuery(query);
          return { query: q, problem, ...(await listPayments(db, q)) };
        },
        awaitingReceipt: () => transfersAwaitingReceipt(db),
        flaggedReturns: () => flaggedReturns(db),
        confirmBankTransfer: (orderNo: number, form: FormData) =>
          confirmBankTransfer(orderDeps(), actor, id(orderNo, 'order'), formFields(form)),
        // Money going back is the payments area's call, as money coming in is (roles.ts).
        refund: (orderNo: number, form: FormData) =>
          recordRefund(orderDeps(), actor, id(orderNo, 'order'), formFields(form)),
        cancelWithRefund: (orderNo: number, form: FormData) =>
          cancelWithRefund(orderDeps(), actor, id(orderNo, 'order'), formFields(form)),
        recordCash: (orderNo: number, form: FormData) =>
          recordCashCollected(orderDeps(), actor, id(orderNo, 'order'), formFields(form)),
      }));
    },
    get mails() {
      return only('mails', () => ({
        undelivered: () => listUndeliveredMails(db),
        sendAgain: (mailNo: number) => sendMailAgain(db, actor, id(mailNo, 'mail')),
      }));
    },
    get returns() {
      return only('returns', () => ({
        list: async (query: URLSearchParams) => {
          const { query: q, problem } = readReturnQuery(query);
          return { query: q, problem, ...(await listReturns(db, q)) };
        },
        one: (rmaNo: number) => found(returnRequest(db, rmaNo)),
        decide: (rmaNo: number, form: FormData) =>
          decideReturn(
            { db, shopName: config.SHOP_NAME, mayRefund: roleMay(session.role, 'payments') },
            actor,
            rmaNo,
            formFields(form),
          ),
      }));
    },
    get catalogue() {
      return only('catalogue', () => ({
        products: async (query: URLSearchParams) => {
          const category = query.get('category') ?? '';
          const stock = query.get('stock') ?? '';
          return listProducts(db, {
            q: (query.get('q') ?? '').slice(0, 100),
            categoryNo: /^\d{1,9}$/.test(category) ? Number(category) : null,
            stock: (STOCK_FILTERS as readonly string[]).includes(stock) ? (stock as StockFilter) : null,
            shopLevel: await shopLevel(),
            page: page(query),
          });
        },
        lowStock: async (query: URLSearchParams) => {
          const level = await shopLevel();
          const n = page(query);
          const list = await lowStockList(db, level, {
            limit: LOW_STOCK_PER_PAGE,
            offset: (n - 1) * LOW_STOCK_PER_PAGE,
          });
          return { ...list, shopLevel: level, page: n, pageSize: LOW_STOCK_PER_PAGE };
        },
        stockHistory: (productNo: number, query: URLSearchParams) => stockHistory(db, productNo, page(query)),
        adjustStock: (productNo: number, form: FormData) => adjustProductStock(db, actor, productNo, form),
        exportProducts: () => exportProducts(db),
        dryRunImport: (form: FormData) => dryRunImport(db, actor, places, form),
        importRun: (importNo: number) => found(importRun(db, id(importNo, 'import'))),
        applyImport: (importNo: number, form: FormData) => applyImport(db, actor, places, id(importNo, 'import'), form),
        checkImportAgain: (importNo: number) => checkAgain(db, actor, places, id(importNo, 'import')),
        choices: () => productChoices(db),
        product: (productNo: number) => found(productForEdit(db, productNo)),
        saveProduct: (productNo: number | null, form: FormData) => saveProduct(db, media, actor, productNo, form),
        removeImage: (productNo: number, imageNo: number) =>
          removeProductImage(db, media, actor, productNo, id(imageNo, 'picture')),
        makeMainImage: (productNo: number, imageNo: number) =>
          makeMainImage(db, actor, productNo, id(imageNo, 'picture')),
        categories: () => categoryRows(db),
        addCategory: (form: FormData) => addCategory(db, actor, form),
        updateCategory: (categoryNo: number, form: FormData) =>
          updateCategory(db, actor, id(categoryNo, 'category'), form),
        removeCategory: (categoryNo: number) => removeCategory(db, actor, id(categoryNo, 'category')),
        banners: () => bannerList(db),
        banner: async (bannerNo: number) => {
          const b = await bannerForEdit(db, bannerNo);
          if (!b) throw new Response('Not found', { status: 404, statusText: 'Not Found' });
          return b;
        },
        saveBanner: (bannerNo: number, form: FormData) => saveBanner(db, media.store, actor, bannerNo, form),
        sections: () => sectionList(db),
        section: (sectionNo: number) => found(sectionForEdit(db, sectionNo)),
        saveSection: (sectionNo: number | null, form: FormData) => saveSection(db, actor, sectionNo, form),
        removeSection: (sectionNo: number) => removeSection(db, actor, sectionNo),
        reviews: (query: URLSearchParams) => {
          const v = query.get('visibility');
          const p = query.get('product') ?? '';
          return listReviews(db, {
            visibility: v === 'visible' || v === 'hidden' ? v : 'all',
            productNo: /^\d{1,9}$/.test(p) ? Number(p) : null,
            page: page(query),
          });
        },
        setReviewVisible: (reviewNo: number, visible: boolean) =>
          setReviewVisible(db, actor, id(reviewNo, 'review'), visible),
      }));
    },
    get discounts() {
      return only('discounts', () => ({
        list: () => discountCodeList(db),
        one: (codeNo: number | null) => discountCodeForEdit(db, optionalId(codeNo, 'discount code')),
        save: (codeNo: number | null, form: FormData) =>
          saveDiscountCode(db, actor, optionalId(codeNo, 'discount code'), form),
      }));
    },
    get customers() {
      return only('customers', () => ({
        list: (query: URLSearchParams) => listCustomers(db, readCustomerQuery(query)),
        one: (customerNo: number) => found((async () => customerPage(db, id(customerNo, 'customer')))()),
        /** Only an owner blocks an account. */
        mayBlock: session.role === 'owner',
        setBlocked: (customerNo: number, blocked: boolean) => {
          if (session.role !== 'owner') throw forbidden();
          return setCustomerBlocked(db, actor, id(customerNo, 'customer'), blocked);
        },
      }));
    },
    get exports() {
      return only('exports', () => ({
        orders: (query: URLSearchParams) => exportOrders(db, readOrderFilters(query).filters),
        customers: (query: URLSearchParams) => exportCustomers(db, (query.get('q') ?? '').slice(0, 100)),
      }));
    },
    get reports() {
      return only('reports', () => ({
        sales: async (query: URLSearchParams) => {
          const { period, problem } = readReportPeriod(query);
          const report = await salesReport(db, period);
          const chart = salesChart(report.series, {
            title: `Paid sales by ${period.by}, ${period.from} to ${period.to}`,
            by: period.by,
          });
          return { ...report, chart, problem };
        },
        csv: async (query: URLSearchParams) => {
          const table = query.get('table') ?? '';
          if (!(REPORT_TABLES as readonly string[]).includes(table))
            throw new Response('No such report table.', { status: 404, statusText: 'Not Found' });
          return reportCsv(await salesReport(db, readReportPeriod(query).period), table as ReportTable);
        },
      }));
    },
    get settings() {
      return only('settings', () => ({
        shop: () => settingsForEdit(db, defaults),
        saveShop: (form: FormData) => saveSettings(db, actor, defaults, form),
        saveVat: (form: FormData) => saveVatSettings(db, actor, defaults, form),
        wipay: () =>
          wipayAccountForEdit(db, {
            accountNumber: config.WIPAY_ACCOUNT_NUMBER,
            environment: config.WIPAY_ENVIRONMENT,
          }),
        saveWipay: (form: FormData) => saveWipayAccount(db, actor, form),
        cities: () => listCities(db),
        saveCity: (cityNo: number | null, form: FormData) => saveCity(db, actor, optionalId(cityNo, 'city'), form),
        shops: () => listShops(db),
        saveShopRow: (shopNo: number | null, form: FormData) => saveShop(db, actor, optionalId(shopNo, 'shop'), form),
        paymentMethods: () => listPaymentMethods(db),
        savePaymentMethod: (pmNo: number, form: FormData) =>
          savePaymentMethod(db, actor, id(pmNo, 'payment method'), form),
      }));
    },
    get staffAccounts() {
      return only('staff', () => ({
        list: () => listStaff(db),
        create: async (form: FormData) => {
          await createStaff(db, actor, formFields(form));
          return `${String(form.get('name') ?? '').trim()} can now sign in.`;
        },
        update: async (staffUserNo: number, form: FormData) => {
          await updateStaff(db, actor, id(staffUserNo, 'staff member'), formFields(form));
          return 'Saved.';
        },
        twoStepRequired: () => twoStepRequired(db),
        setTwoStepRequired: (form: FormData) => setTwoStepRequired(db, actor, form.get('required') === 'on'),
        clearTwoStep: (staffUserNo: number) => clearTwoStepFor(db, actor, id(staffUserNo, 'staff member')),
        resetPassword: async (staffUserNo: number, form: FormData) => {
          await resetStaffPassword(db, actor, id(staffUserNo, 'staff member'), String(form.get('password') ?? ''));
          return 'The new password is set; their sessions have ended.';
        },
      }));
    },
    get audit() {
      return only('audit', () => ({
        list: (query: URLSearchParams) =>
          auditEntries(db, {
            entity: query.get('entity') || undefined,
            entityId: query.get('id') || undefined,
            page: page(query),
            pageSize: 50,
          }),
        entities: () => auditEntities(db),
      }));
    },
    /** Every role: their own password and two-step sign-in. */
    account: {
      twoStep: () => twoStepStatus(db, session.staffUserNo),
      startTwoStep: async () => {
        const issuer = (await readShopSettings(db, defaults)).shopName;
        const setUp = await startTwoStep(db, me, issuer);
        return {
          ok: true as const,
          msg: 'Scan the QR code with your authenticator app, then type the code it shows.',
          setUp,
        };
      },
      confirmTwoStep: async (form: FormData) => ({
        ok: true as const,
        msg: 'Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once, instead of a code, if you lose your phone. They are shown only now.',
        recoveryCodes: await confirmTwoStep(db, me, String(form.get('code') ?? '')),
      }),
      renewRecoveryCodes: async (form: FormData) => ({
        ok: true as const,
        msg: 'New recovery codes: the old ones no longer work. They are shown only now.',
        recoveryCodes: await renewRecoveryCodes(db, me, String(form.get('code') ?? '')),
      }),
      turnOffTwoStep: async (form: FormData) => {
        await turnOffTwoStep(db, me, String(form.get('code') ?? ''));
        return 'Two-step sign-in is off: you sign in with your password alone.';
      },
      changePassword: async (form: FormData) => {
        const text = (k: string) => String(form.get(k) ?? '');
        await changeOwnPassword(
          db,
          { staffUserNo: session.staffUserNo, sessionId: session.sessionId },
          { current: text('current'), password: text('password'), confirm: text('confirm') },
        );
        return 'Your password is changed. Your other sessions have ended.';
      },
    },
  };
}

export type Desk = ReturnType<typeof openDesk>;
