// Every money field of the back office (docs/product.md#money-amounts, docs/decisions/0052): an amount
// that does not fit what the shop keeps is refused with the field's own message and a 400, never a
// 500, on every form and in the products CSV; and a fuzz of amounts as staff could type them (or
// paste them) into each form and CSV column answers no 5xx and changes nothing when it refuses.
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountTooLarge, readTypedAmount } from '../../../shop-rules/money';
import { addProduct } from '../../test-support/order-fixtures';
import { act, type SignedInStaff, staffOf, testBackoffice } from '../../test-support/staff-desk';
import { type ChangeWatch, watchTables } from '../../test-support/table-digest';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import type { ImportRun } from '../catalogue/product-import';
import type { Desk } from '../desk';
import type { ActionResult } from './errors';

const TWENTY_DIGITS = '12345678901234567890';
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000) / 10;

type Change = (desk: Desk, form: FormData) => Promise<string | Response | ActionResult>;

interface MoneyForm {
  name: string;
  area: Parameters<Backoffice['act']>[1];
  /** The other fields, as the page would post them. */
  fields: (ctx: { categoryNo: number }) => Record<string, string>;
  money: Record<string, string>;
  change: Change;
}

const FORMS: MoneyForm[] = [
  {
    name: 'product',
    area: 'catalogue',
    fields: ({ categoryNo }) => ({ name: 'Money Test Tawa', categoryNo: String(categoryNo), salesPrice: '10.00' }),
    money: {
      salesPrice: 'Sales price',
      purchasePrice: 'Purchase price',
      salesPrice2: 'Price for 2',
      salesPrice3: 'Price for 3',
      salesPrice5: 'Price for 5',
    },
    change: async (d, form) => String(await d.catalogue.saveProduct(null, form)),
  },
  {
    name: 'discount code',
    area: 'discounts',
    fields: () => ({ code: 'MONEYTEST', kind: 'amount', amountOff: '5', usesLimit: '10' }),
    money: { amountOff: 'Amount off', minimumOrder: 'Minimum order' },
    change: async (d, form) => String(await d.discounts.save(null, form)),
  },
  {
    name: 'refund',
    area: 'payments',
    fields: () => ({ amount: '1.00', method: 'Cash', reason: 'test' }),
    money: { amount: 'Amount to refund' },
    change: (d, form) => d.payments.refund(1, form),
  },
  {
    name: 'cancel with refund',
    area: 'payments',
    fields: () => ({ amount: '1.00', method: 'Cash', comment: 'test' }),
    money: { amount: 'Amount to refund' },
    change: (d, form) => d.payments.cancelWithRefund(1, form),
  },
  {
    name: 'cash collected',
    area: 'payments',
    fields: () => ({ amount: '1.00', collectedBy: 'Driver' }),
    money: { amount: 'Amount collected' },
    change: (d, form) => d.payments.recordCash(1, form),
  },
  {
    name: 'bank transfer received',
    area: 'payments',
    fields: () => ({ amount: '1.00', reference: 'FCB-1' }),
    money: { amount: 'Amount received' },
    change: (d, form) => d.payments.confirmBankTransfer(1, form),
  },
  {
    name: 'return decision',
    area: 'returns',
    fields: () => ({ decision: 'Approved', refund: 'on', amount: '1.00', method: 'Cash' }),
    money: { amount: 'Amount to refund' },
    change: (d, form) => d.returns.decide(1, form),
  },
  {
    name: 'shop settings',
    area: 'settings',
    fields: () => ({
      freightTrinidad: '40',
      freightTobago: '60',
      freightTrinidadFreeDelivery: '0',
      freightTobagoFreeDelivery: '0',
    }),
    money: {
      freightTrinidad: 'Freight to Trinidad',
      freightTobago: 'Freight to Tobago',
      freightTrinidadFreeDelivery: 'Freight to Trinidad with free delivery',
      freightTobagoFreeDelivery: 'Freight to Tobago with free delivery',
    },
    change: (d, form) => d.settings.saveShop(form),
  },
];

const CSV_MONEY_COLUMNS = ['SalesPrice', 'PurchasePrice', 'SalesPrice2', 'SalesPrice3', 'SalesPrice5'];

/** Amounts as staff could type or paste them: plausible, far too long, odd separators and signs. */
const typedAmount = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc
    .tuple(fc.stringMatching(/^\d{1,30}$/), fc.stringMatching(/^\d{0,4}$/))
    .map(([whole, cents]) => (cents ? `${whole}.${cents}` : whole)),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => `TT$${n.toLocaleString('en-US')}.99`),
  fc.constantFrom(
    ...['9999999999.99', '99999999.99', '100000000', '99,999,999.99', '099999999.99', '-5', '1e30', '1E+21'],
    ...['Infinity', 'NaN', '0x10', '1_000', '١٢٣', '１２３', ' 12 ', '12.', '.5', '', '0', '0.00', '1,2,3'],
    ...[`${'9'.repeat(400)}`, `${'0'.repeat(300)}1`, '12\u0000', '12\ud800', 'TT$'],
  ),
);

describe.each(engines)('money fields in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let categoryNo: number;
  let watch: ChangeWatch;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    const productNo = await addProduct(shop.database.db, { name: 'Money Test Pot', salesPrice: '20.00', stock: 3 });
    const d = await backoffice.desk(owner.page('/admin/products'), 'catalogue');
    categoryNo = (await d.catalogue.product(productNo)).product.categoryNo;
    watch = await watchTables(shop.database.db, {
      byWalPosition: engine === 'pglite',
      background: ['mail_outbox'],
      ignore: ['timed_jobs', 'low_stock_mails'],
    });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  const post = (form: MoneyForm, fields: Record<string, string | Blob>) =>
    act(backoffice, owner, form.area, fields, form.change);

  const dryRun = async (csv: string): Promise<ImportRun | ActionResult> => {
    const file = new File([csv], 'products.csv', { type: 'text/csv' });
    const answer = await act(backoffice, owner, 'catalogue', { file }, async (d, form) =>
      String(await d.catalogue.dryRunImport(form)),
    );
    if (answer instanceof Response || !answer.ok) return answer as ActionResult;
    const d = await backoffice.desk(owner.page('/admin/products'), 'catalogue');
    return d.catalogue.importRun(Number(answer.msg));
  };
  const csvOf = (column: string, value: string) =>
    Papa.unparse(
      [
        ['ProductNo', 'ProductName', 'ProductCategoryName', 'SalesPrice', ...(column === 'SalesPrice' ? [] : [column])],
        [
          '',
          'Money Test Import',
          'Kitchen',
          column === 'SalesPrice' ? value : '10.00',
          ...(column === 'SalesPrice' ? [] : [value]),
        ],
      ],
      { newline: '\r\n' },
    );

  for (const form of FORMS) {
    it(`the ${form.name} form refuses a 20-digit amount in each money field with that field's message`, async () => {
      for (const [field, label] of Object.entries(form.money)) {
        const before = await watch.current();
        const answer = await post(form, { ...form.fields({ categoryNo }), [field]: TWENTY_DIGITS });
        expect(answer, `${form.name}: ${field}`).toMatchObject({ ok: false, status: 400 });
        expect((answer as ActionResult & { fields: Record<string, string> }).fields[field]).toBe(amountTooLarge(label));
        expect(await watch.changedSince(before)).toEqual([]);
      }
    });
  }

  it('the products CSV names a 20-digit amount in each price column by its line, and imports nothing', async () => {
    for (const column of CSV_MONEY_COLUMNS) {
      const before = await watch.current();
      const run = (await dryRun(csvOf(column, TWENTY_DIGITS))) as ImportRun;
      expect(run.report?.errors, column).toEqual([
        expect.objectContaining({
          line: 2,
          column,
          message: expect.stringMatching(/must be at most TT\$99,999,999\.99\.$/),
        }),
      ]);
      // The dry run itself is stored (to apply later): only the import's own table may change.
      expect((await watch.changedSince(before)).filter((t) => !t.startsWith('product_import'))).toEqual([]);
    }
  });

  it(`answers ${RUNS} fuzzed amounts in every form and CSV price column without a 5xx, changing nothing when it refuses`, {
    timeout: 120_000 + RUNS * 200,
  }, async () => {
    const target = fc.oneof(
      fc
        .constantFrom(...FORMS)
        .chain((form) => fc.record({ form: fc.constant(form), field: fc.constantFrom(...Object.keys(form.money)) })),
      fc.constantFrom(...CSV_MONEY_COLUMNS).map((column) => ({ form: null, field: column })),
    );
    await fc.assert(
      fc.asyncProperty(target, typedAmount, async ({ form, field }, amount) => {
        const before = await watch.current();
        if (form === null) {
          const run = await dryRun(csvOf(field, amount));
          const errors: { column: string }[] = 'report' in run ? (run as ImportRun).report.errors : [{ column: field }];
          const fits = readTypedAmount(amount.replace(/\s/g, ''));
          if (typeof fits !== 'number' && amount.trim() !== '')
            expect(errors.filter((e) => e.column === field).length, amount).toBeGreaterThan(0);
          return;
        }
        const answer = await post(form, { ...form.fields({ categoryNo }), [field]: amount });
        if (answer instanceof Response) return;
        expect(answer.status ?? 200, `${form.name} ${field}=${amount}`).toBeLessThan(500);
        if (!answer.ok) expect(await watch.changedSince(before), `${form.name} ${field}=${amount}`).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
