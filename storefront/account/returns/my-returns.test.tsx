import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerReturn } from '../../../shop-rules/api/account';
import { MyReturnsTable } from './my-returns';

const row = (over: Partial<CustomerReturn>): CustomerReturn => ({
  RmaNo: 12,
  OrderId: 345,
  DateOrdered: '2026-11-20',
  DateAdded: '2026-11-21',
  ProductName: 'Tabla Set',
  Model: 'TB-1',
  Quantity: 1,
  ReturnReasonId: 4,
  ReturnReason: 'Faulty',
  Opened: 1,
  Details: '',
  Status: 'Requested',
  StaffComment: '',
  ...over,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const render = (rows: CustomerReturn[]) =>
  renderToStaticMarkup(
    <RouterProvider router={createMemoryRouter([{ path: '/', element: <MyReturnsTable rows={rows} /> }])} />,
  );

describe('My Returns', () => {
  it("lists each RMA with its order, product, reason, the shop's decision and comment", () => {
    const html = render([
      row({ RmaNo: 13, Status: 'Approved', StaffComment: 'Bring it to the outlet.' }),
      row({ RmaNo: 12, Status: 'Refused', StaffComment: 'Opened and used.' }),
      row({ RmaNo: 11 }),
    ]);
    expect(text(html)).toContain('#13 2026-11-21 #345 Tabla Set 1 Faulty Approved Bring it to the outlet.');
    expect(text(html)).toContain('#12 2026-11-21 #345 Tabla Set 1 Faulty Refused Opened and used.');
    expect(text(html)).toContain('#11 2026-11-21 #345 Tabla Set 1 Faulty Requested: waiting for the shop None yet');
    expect(html).toContain('href="/orderdetail?orderId=345"');
  });
});
