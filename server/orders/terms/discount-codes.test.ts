// Discount codes at the order: the server prices a code exactly as the shared module does, refuses it
// with its message, and counts its uses in the order's own transaction (docs/product.md#discount-codes).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, mailOutbox, orders, payments } from '../../../database/schema';
import type { CheckDiscountCodeAnswer } from '../../../shop-rules/api/discounts';
import { priceCart } from '../../../shop-rules/cart-totals';
import { priceDiscount, totalAfterDiscount } from '../../../shop-rules/discount-codes';
import {
  CODE_UNKNOWN,
  CODE_USED_BY_MOBILE,
  CODE_USED_UP,
  codeBelowMinimum,
  codeExpired,
  codeNotYet,
} from '../../../shop-rules/messages/discounts';
import { fromCents } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import { addProduct, newKey, orderBody } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

type Answer = { success: boolean; msg: string; OrderNo?: number; TotalAmount?: number };

const day = (offset: number) => shopDay(new Date(Date.now() + offset * 86_400_000));

describe.each(engines)('discount codes at the order (%s)', (engine) => {
  let shop: TestShop;
  let drum: number;

  beforeAll(async () => {
    shop = await createTestShop(engine, {
      WIPAY_API_KEY: 'discount-test-key',
      PUBLIC_BASE_URL: 'https://shop.example.tt',
    });
    drum = await addProduct(shop.database.db, { name: 'Steel Pan', salesPrice: '300.00', stock: 1000 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function addCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
    await shop.database.db.insert(discountCodes).values({ kind: 'percent', percentHundredths: 1000, ...values });
  }
  const order = (code: string, quantity: number, fields: Record<string, unknown> = {}, i = 0) =>
    postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: drum, Quantity: quantity }], { IdempotencyKey: newKey(), DiscountCode: code, ...fields }),
      { 'x-forwarded-for': `10.60.${Math.floor(i / 200)}.${(i % 200) + 1}` },
    ).then((r) => r.json() as Answer);
  const check = (code: string, mobile = '') =>
    postJson(shop.app, '/api/shop/CheckDiscountCode', { Code: code, CustomerMobile: mobile, ProductNos: [drum] }).then(
      (r) => r.json() as CheckDiscountCodeAnswer,
    );

  it('a 10 % code with a TT$500 minimum prices the order exactly as the shared module does', async () => {
    await addCode({ code: 'TEN500', minimumOrder: '500.00' });
    const answer = await check('ten500');
    if (!answer.success) throw new Error(answer.msg);
    expect(answer.Terms).toMatchObject({
      code: 'TEN500',
      kind: 'percent',
      percentHundredths: 1000,
      minimumOrder: 50000,
    });

    // What the checkout page computes from the answer, with the same modules.
    const cart = priceCart([{ ProductNo: drum, ProductSKUNo: null, Quantity: 2, SalesPrice: '300.00' }]);
    const priced = priceDiscount(answer.Terms, {
      lines: cart.lines.map(({ line, price }) => ({
        productNo: line.ProductNo,
        categoryNo: answer.ProductCategories[String(line.ProductNo)] ?? null,
        total: price.total,
      })),
      freight: cart.totals.Freight,
      today: day(0),
    });
    expect(priced).toMatchObject({ applies: true, discount: 6000 });
    const expected = totalAfterDiscount(cart.totals.ItemTotal, cart.totals.Freight, 6000);

    const placed = await order('ten500', 2);
    expect(placed).toMatchObject({ success: true, TotalAmount: fromCents(expected) });
    const [row] = await shop.database.db
      .select({ code: orders.discountCode, discount: orders.discount, total: orders.totalAmount })
      .from(orders)
      .where(eq(orders.orderNo, placed.OrderNo!));
    expect(row).toEqual({ code: 'TEN500', discount: '60.00', total: '580.00' });
    // The order mail shows the code as its own line.
    const mails = await shop.database.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderNo, placed.OrderNo!));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      expect(m.text).toContain('Discount (code TEN500): -TT$60.00');
      expect(m.text).toContain('Total: TT$580.00');
    }
  });

  it('under the minimum the order is refused with the message, and nothing is saved', async () => {
    const before = await shop.database.db.select({ n: count() }).from(orders);
    const refused = await order('TEN500', 1);
    expect(refused).toEqual({ success: false, msg: codeBelowMinimum(50000) });
    const after = await shop.database.db.select({ n: count() }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('an unknown code is refused with its message', async () => {
    expect(await order('NOSUCH', 1)).toEqual({ success: false, msg: CODE_UNKNOWN });
    expect(await check('NOSUCH')).toEqual({ success: false, msg: CODE_UNKNOWN });
  });

  it('a code limited to 10 uses sells exactly 10 of 30 concurrent orders', async () => {
    await addCode({ code: 'TENUSES', usesLimit: 10 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        order('TENUSES', 1, { CustomerMobile: String(7100000 + i), CustomerName: `Buyer ${i}` }, i),
      ),
    );
    const placed = answers.filter((a) => a.success);
    expect(placed).toHaveLength(10);
    for (const a of answers.filter((x) => !x.success)) expect(a.msg).toBe(CODE_USED_UP);
    const [code] = await shop.database.db
      .select({ uses: discountCodes.uses })
      .from(discountCodes)
      .where(eq(discountCodes.code, 'TENUSES'));
    expect(code!.uses).toBe(10);
    const [stored] = await shop.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.discountCode, 'TENUSES'));
    expect(stored!.n).toBe(10);
    expect(await check('TENUSES')).toEqual({ success: false, msg: CODE_USED_UP });
  });

  it('a per-mobile limit of 1: the same mobile is refused the second time, another mobile is not', async () => {
    await addCode({ code: 'ONCEEACH', perMobileLimit: 1 });
    expect(await order('ONCEEACH', 1, { CustomerMobile: '7200001' })).toMatchObject({ success: true });
    expect(await check('ONCEEACH', '7200001')).toEqual({ success: false, msg: CODE_USED_BY_MOBILE });
    expect(await order('ONCEEACH', 1, { CustomerMobile: '7200001' })).toEqual({
      success: false,
      msg: CODE_USED_BY_MOBILE,
    });
    expect(await order('ONCEEACH', 1, { CustomerMobile: '7200002' })).toMatchObject({ success: true });
    const both = await Promise.all([1, 2, 3].map((i) => order('ONCEEACH', 1, { CustomerMobile: '7200003' }, i)));
    expect(both.filter((a) => a.success)).toHaveLength(1);
  });

  it('a card order is charged after the code: an amount off, and free delivery takes the freight off', async () => {
    await addCode({ code: 'FIFTYOFF', kind: 'amount', percentHundredths: 0, amountOff: '50.00' });
    await addCode({ code: 'SHIPFREE', kind: 'free-delivery', percentHundredths: 0 });
    const card = async (code: string) => {
      const res = await postJson(
        shop.app,
        '/api/shop/GetWipayUrl',
        orderBody([{ ProductNo: drum, Quantity: 1 }], {
          PMNo: 1,
          IsWipay: 1,
          IsPending: 1,
          IdempotencyKey: newKey(),
          DiscountCode: code,
        }),
        { 'x-forwarded-for': '10.61.0.1' },
      );
      const answer = res.json() as Answer;
      const [payment] = await shop.database.db
        .select({ total: payments.originalTotal })
        .from(payments)
        .where(eq(payments.orderNo, answer.OrderNo!));
      return { total: answer.TotalAmount, charged: payment?.total };
    };
    expect(await card('fiftyoff')).toEqual({ total: 290, charged: '290.00' });
    expect(await card('SHIPFREE')).toEqual({ total: 300, charged: '300.00' });
  });

  it('dates: not before the first day, not after the last', async () => {
    await addCode({ code: 'LATER', startsOn: day(2) });
    await addCode({ code: 'GONE', endsOn: day(-2) });
    await addCode({ code: 'TODAY', startsOn: day(0), endsOn: day(0) });
    expect(await order('LATER', 1)).toEqual({ success: false, msg: codeNotYet(day(2)) });
    expect(await check('LATER')).toEqual({ success: false, msg: codeNotYet(day(2)) });
    expect(await order('GONE', 1)).toEqual({ success: false, msg: codeExpired(day(-2)) });
    expect(await order('TODAY', 1)).toMatchObject({ success: true });
  });
});
