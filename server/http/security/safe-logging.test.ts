// What the log holds when a query fails: what went wrong and where, never the query's parameters or
// the customer's data (PostgreSQL's 'Failing row contains (…)' detail included), on both engines.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { REDACTED, safeError, safeRequest } from './safe-logging';

const CUSTOMER = {
  name: 'Vashti Maharaj-Lutchman',
  address: '17 Saddle Road, Maraval',
  mobile: '7891234',
  email: 'vashti.private@example.test',
  password: 'my very private password 7',
  remarks: 'Leave it with my neighbour Shanice',
};
const PRIVATE = Object.values(CUSTOMER);

describe.each(engines)('the log after a failing query (%s)', (engine) => {
  let shop: TestShop;
  const lines: string[] = [];

  beforeAll(async () => {
    shop = await createTestShop(engine, { LOG_LEVEL: 'debug' }, { log: { write: (line) => void lines.push(line) } });
    // New customers and orders are refused by the database itself, as a broken disk or a bad migration would.
    const db = shop.database.db;
    await db.execute(sql`alter table customers add constraint log_test_no_customers check (customer_no < 0) not valid`);
    await db.execute(sql`alter table orders add constraint log_test_no_orders check (order_no < 0) not valid`);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const logged = () => lines.join('');

  it('holds the error without the SQL parameters or the customer', async () => {
    lines.length = 0;
    const registration = await postJson(shop.app, '/api/customer/register', {
      CustomerName: CUSTOMER.name,
      Address: CUSTOMER.address,
      Mobile1: CUSTOMER.mobile,
      EmailID: CUSTOMER.email,
      NewPassword: CUSTOMER.password,
      ConfirmPassword: CUSTOMER.password,
      Confirmed: true,
    });
    expect(registration.statusCode).toBe(500);
    const order = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: 1, Quantity: 1 }], {
        PMNo: 2,
        CustomerName: CUSTOMER.name,
        CustomerAddress: CUSTOMER.address,
        CustomerMobile: CUSTOMER.mobile,
        CustomerEmail: CUSTOMER.email,
        Remarks: CUSTOMER.remarks,
      }),
    );
    expect(order.statusCode).toBe(500);

    const failures = lines.map((l) => JSON.parse(l) as Record<string, any>).filter((l) => l.msg === 'request failed');
    expect(failures).toHaveLength(2);
    // What an operator needs: the kind of failure, the constraint, the place in the code.
    expect(failures[0]!.err).toMatchObject({ message: 'Failed query (query and parameters withheld)' });
    expect(failures[0]!.err.cause).toMatchObject({ code: '23514', constraint: 'log_test_no_customers' });
    expect(failures[1]!.err.cause).toMatchObject({ code: '23514', constraint: 'log_test_no_orders' });
    expect(failures[0]!.err.stack).toMatch(/\n\s+at /);
    const text = logged();
    for (const value of PRIVATE) expect(text).not.toContain(value);
    expect(text).not.toMatch(/Failing row|"params"|"detail"|insert into/i);
  });

  it('leaves query strings out of request lines', async () => {
    lines.length = 0;
    const url = `/api/trini/GetProducts?SearchText=${encodeURIComponent(CUSTOMER.name)}`;
    await shop.app.inject({ method: 'GET', url });
    const requestLines = lines.map((l) => JSON.parse(l) as Record<string, any>).filter((l) => l.req);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines[0]!.req).toEqual({ method: 'GET', url: '/api/trini/GetProducts' });
    expect(logged()).not.toContain('Vashti');
  });

  it('redacts personal and secret fields of what a log call passes', () => {
    lines.length = 0;
    const order = { CustomerName: CUSTOMER.name, mobile: CUSTOMER.mobile };
    shop.app.log.warn({ email: CUSTOMER.email, order, orderNo: 12 }, 'look');
    const line = JSON.parse(lines[0]!) as Record<string, any>;
    expect(line).toMatchObject({ email: REDACTED, order: { CustomerName: REDACTED, mobile: REDACTED }, orderNo: 12 });
  });
});

describe('the error serializer and redaction', () => {
  it('cuts the value PostgreSQL quotes after a colon, and e-mails, tokens and long numbers from any message', () => {
    const pg = Object.assign(new Error('invalid input syntax for type integer: "Vashti 7891234"'), {
      code: '22P02',
      detail: 'Key (mobile)=(7891234)',
      where: 'x',
      table: 'orders',
      params: ['Vashti'],
    });
    const safe = safeError(pg);
    expect(safe).toMatchObject({ message: 'invalid input syntax for type integer', code: '22P02', table: 'orders' });
    expect(JSON.stringify(safe)).not.toMatch(/Vashti|7891234|detail|where|params/);
    const text = 'mail to vashti.private@example.test failed, token eyJhbGciOi.eyJzdWIi.abc, call 8687891234';
    const other = safeError(new Error(text));
    expect(other.message).toBe('mail to [e-mail] failed, token [token], call [number]');
    expect(other.stack.split('\n')[0]).toBe(`Error: ${other.message}`);
    // A failed query's message summarised by other code (as plain fields) loses its parameters too.
    const summary = { type: 'DrizzleQueryError', message: 'Failed query: insert …\nparams: Vashti,7891234' };
    const withheld = 'Failed query (query and parameters withheld)';
    expect(safeError(summary)).toMatchObject({ type: 'DrizzleQueryError', message: withheld });
  });

  it('drops query strings from request lines', () => {
    const line = safeRequest({ method: 'GET', url: '/admin/orders?q=Vashti' });
    expect(line).toEqual({ method: 'GET', url: '/admin/orders' });
  });
});
