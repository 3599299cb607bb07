import { Form, Link } from 'react-router';
import type { OrderFilters } from '../../../server/storefront-context';
import { ORDER_STATUSES, type PaymentStatus } from '../../../shop-rules/order-constants';
import { SelectField, TextField } from '../shared/field';

const PAYMENT_STATUSES: readonly (readonly [PaymentStatus, string])[] = [
  ['Unpaid', 'Unpaid (cash, bank transfer)'],
  ['AwaitingPayment', 'Awaiting payment (card)'],
  ['Paid', 'Paid'],
  ['PaymentFailed', 'Payment failed'],
];

/** Search and filters of the order list: a GET form, so a filtered list has its own address. */
export function OrderFiltersForm({ filters }: { filters: OrderFilters }) {
  return (
    <Form method="get" className="admin-panel" role="search" aria-label="Orders">
      <div className="admin-filters">
        <TextField label="Order number, mobile or name" name="q" defaultValue={filters.q} type="search" />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <SelectField label="Payment method" name="pmNo" defaultValue={filters.pmNo ?? ''}>
          <option value="">Any</option>
          <option value="1">Card (WiPay)</option>
          <option value="2">Bank transfer</option>
          <option value="3">Cash on delivery</option>
        </SelectField>
        <SelectField label="Payment status" name="paymentStatus" defaultValue={filters.paymentStatus ?? ''}>
          <option value="">Any</option>
          {PAYMENT_STATUSES.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="From date" name="from" type="date" defaultValue={filters.from ?? ''} />
        <TextField label="To date" name="to" type="date" defaultValue={filters.to ?? ''} />
        <SelectField label="Delivery or pickup" name="delivery" defaultValue={filters.delivery ?? ''}>
          <option value="">Either</option>
          <option value="delivery">Delivery</option>
          <option value="pickup">Pickup</option>
        </SelectField>
        <SelectField label="Island" name="island" defaultValue={filters.island ?? ''}>
          <option value="">Either</option>
          <option value="trinidad">Trinidad</option>
          <option value="tobago">Tobago</option>
        </SelectField>
        <SelectField label="Source" name="source" defaultValue={filters.source ?? ''}>
          <option value="">Any</option>
          <option value="1">Checkout</option>
          <option value="2">Direct order</option>
          <option value="3">Entered by staff</option>
        </SelectField>
      </div>
      <div className="admin-actions">
        <button type="submit" className="admin-button">
          Show orders
        </button>
        <Link to="/admin/orders">Clear the filters</Link>
      </div>
    </Form>
  );
}
