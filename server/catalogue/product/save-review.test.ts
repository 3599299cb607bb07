import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../database/schema';
import { productNamed } from '../../test-support/catalogue-data';
import { postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('POST /api/trini/saveproductreview (%s)', (engine) => {
  let shop: TestShop;
  let productNo: number;
  beforeAll(async () => {
    shop = await createTestShop(engine);
    productNo = (await productNamed(shop.database.db, 'Student Brass Tabla Set')).productNo;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const good = () => ({
    CustomerMobile: '5551234',
    CustomerName: 'Kamla Persad',
    ReviewTitle: 'Sweet sound',
    Comments: 'My son practises every evening, the bayan has a nice deep tone.',
    rating: 5,
    ProductNo: productNo,
  });
  const save = async (body: unknown) => {
    const res = await postJson(shop.app, '/api/trini/saveproductreview', body);
    return { status: res.statusCode, body: res.json() };
  };

  it('saves a valid review, which then shows first on the product page', async () => {
    expect(await save(good())).toEqual({ status: 200, body: { success: true, msg: 'Review saved.' } });
    const page = (
      await shop.app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${productNo}&LoadReviews=true` })
    ).json();
    expect(page.ProductReviewList[0]).toMatchObject({
      CustomerName: 'Kamla Persad',
      Rating: 5,
      ReviewTitle: 'Sweet sound',
    });
  });

  it('accepts Rating in any case and numbers as text', async () => {
    const { rating: _, ...rest } = good();
    expect(
      (await save({ ...rest, CustomerMobile: '5552222', Rating: '4', productno: String(productNo) })).body,
    ).toEqual({ success: true, msg: 'Review saved.' });
  });

  it.each([
    [{ CustomerMobile: '12345' }, 'Phone Number is invalid. Please enter 7 digits.'],
    [{ CustomerMobile: '12345678' }, 'Phone Number is invalid. Please enter 7 digits.'],
    [{ CustomerMobile: '123456a' }, 'Phone Number is invalid. Please enter 7 digits.'],
    [{ CustomerMobile: '' }, 'Phone Number is invalid. Please enter 7 digits.'],
    [{ CustomerName: '' }, 'Customer Name is required.'],
    [{ CustomerName: '   ' }, 'Customer Name is required.'],
    [{ CustomerName: 'x'.repeat(101) }, 'Customer Name must be at most 100 characters.'],
    [{ ReviewTitle: '' }, 'Title is required.'],
    [{ ReviewTitle: null }, 'Title is required.'],
    [{ ReviewTitle: 't'.repeat(201) }, 'Title must be at most 200 characters.'],
    [{ Comments: '' }, 'Review  is required.'],
    [{ Comments: 'y'.repeat(1001) }, 'Review must be at most 1000 characters.'],
    [{ rating: 0 }, 'Please choose a rating from 1 to 5 stars.'],
    [{ rating: 6 }, 'Please choose a rating from 1 to 5 stars.'],
    [{ rating: 4.5 }, 'Please choose a rating from 1 to 5 stars.'],
    [{ rating: 'lots' }, 'Please choose a rating from 1 to 5 stars.'],
    [{ rating: null }, 'Please choose a rating from 1 to 5 stars.'],
  ])('refuses %j with the rule’s message, HTTP 200', async (change, msg) => {
    expect(await save({ ...good(), ...change })).toEqual({ status: 200, body: { success: false, msg } });
  });

  it('checks the rules in the spec’s order', async () => {
    const everythingWrong = {
      CustomerMobile: '1',
      CustomerName: '',
      ReviewTitle: '',
      Comments: '',
      rating: 0,
      ProductNo: productNo,
    };
    expect((await save(everythingWrong)).body.msg).toBe('Phone Number is invalid. Please enter 7 digits.');
    expect((await save({ ...everythingWrong, CustomerMobile: '5550001' })).body.msg).toBe('Customer Name is required.');
    expect((await save({ ...everythingWrong, CustomerMobile: '5550001', CustomerName: 'A' })).body.msg).toBe(
      'Title is required.',
    );
    expect(
      (await save({ ...everythingWrong, CustomerMobile: '5550001', CustomerName: 'A', ReviewTitle: 'T' })).body.msg,
    ).toBe('Review  is required.');
  });

  it('answers Product not found. for an unknown product', async () => {
    expect(await save({ ...good(), ProductNo: 999999 })).toEqual({
      status: 200,
      body: { success: false, msg: 'Product not found.' },
    });
  });

  it('lets one mobile send at most 5 reviews of a product a day', async () => {
    const mobile = '5559876';
    for (let i = 0; i < 5; i++)
      expect((await save({ ...good(), CustomerMobile: mobile, ReviewTitle: `Take ${i}` })).body.success).toBe(true);
    expect(await save({ ...good(), CustomerMobile: mobile })).toEqual({
      status: 200,
      body: { success: false, msg: 'You can send at most 5 reviews of this product a day. Please try again tomorrow.' },
    });
    const other = await productNamed(shop.database.db, 'Padded Tabla Carry Bag');
    expect((await save({ ...good(), CustomerMobile: mobile, ProductNo: other.productNo })).body.success).toBe(true);
    const saved = await shop.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerMobile, mobile), eq(reviews.productNo, productNo)));
    expect(saved).toHaveLength(5);
  });

  it('holds the limit when requests arrive together', async () => {
    const mobile = '5554321';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save({ ...good(), CustomerMobile: mobile, ReviewTitle: `Burst ${i}` })),
    );
    expect(answers.filter((a) => a.body.success).length).toBe(5);
  });

  it.each([
    ['no ProductNo', { CustomerMobile: '5551234' }, 'ProductNo: ProductNo is required.'],
    ['ProductNo not a number', { ProductNo: 'tabla' }, 'ProductNo: ProductNo must be a whole number of 1 or more.'],
    ['a name that is an object', { CustomerName: { first: 'A' } }, undefined],
    ['a body that is a list', [1, 2, 3], 'ProductNo: ProductNo is required.'],
  ])('answers 400 for %s', async (_label, body, msg) => {
    const payload = Array.isArray(body)
      ? body
      : { ...good(), ...body, ...(msg === 'ProductNo: ProductNo is required.' ? { ProductNo: undefined } : {}) };
    const res = await save(payload);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (msg) expect(res.body.msg).toBe(msg);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/trini/saveproductreview',
      payload: '{"CustomerMobile": ',
      headers: {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=test-csrf-token-0123456789',
        'x-xsrf-token': 'test-csrf-token-0123456789',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
