// The customers area's part of the desk: the customer list and one customer's page; blocking an
// account is the owner's alone.

import { found, id, room } from '../shared/desk-kit';
import { forbidden } from '../shared/errors';
import { listCustomers, readCustomerQuery } from './customer-list';
import { customerPage, setCustomerBlocked } from './customer-page';

export const customersDesk = {
  customers: room('customers', ({ db, actor, session }) => ({
    list: (query: URLSearchParams) => listCustomers(db, readCustomerQuery(query)),
    one: (customerNo: number) => found((async () => customerPage(db, id(customerNo, 'customer')))()),
    /** Only an owner blocks an account. */
    mayBlock: session.role === 'owner',
    setBlocked: (customerNo: number, blocked: boolean) => {
      if (session.role !== 'owner') throw forbidden();
      return setCustomerBlocked(db, actor, id(customerNo, 'customer'), blocked);
    },
  })),
};
