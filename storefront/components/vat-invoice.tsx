// One order's VAT invoice and its credit notes, as printed (docs/product.md#vat-invoices): the same
// document in the back office (admin/order-invoice.route.tsx) and in the customer's account
// (account/orders/vat-invoice.route.tsx). The print view gives the PDF (docs/decisions/0041).
import type { VatCreditNote, VatInvoice } from '../../shop-rules/api/invoice';
import { cardChargedNote } from '../../shop-rules/messages/payments';
import { toCents, ttDollars as tt } from '../../shop-rules/money';
import { LineDiscount } from './line-discount';
import { OrderTotalsFooter } from './order-totals-footer';
import './vat-invoice.css';

/** `className` is added to each sheet (the back office's panel look). */
export function VatInvoiceDocument({ invoice: inv, className = '' }: { invoice: VatInvoice; className?: string }) {
  const s = inv.Shop;
  return (
    <>
      <article className={`vat-invoice ${className}`} aria-labelledby="invoice-heading">
        <h1 id="invoice-heading">
          {s.Name}: VAT invoice <span className="vat-invoice__number">{inv.Number}</span>
        </h1>
        <p>
          {s.Address}
          <br />
          Phone {s.Phone} · {s.Email}
          <br />
          VAT registration number {s.VatNumber}
        </p>
        <div className="vat-invoice__parties">
          <dl className="vat-invoice__facts">
            <dt>Invoice number</dt>
            <dd>{inv.Number}</dd>
            <dt>Order</dt>
            <dd>{inv.OrderId}</dd>
            <dt>Order date</dt>
            <dd>{inv.OrderDate}</dd>
            <dt>Payment</dt>
            <dd>
              {inv.PaymentMethod} ({inv.PaymentStatus})
            </dd>
          </dl>
          <dl className="vat-invoice__facts">
            <dt>Customer</dt>
            <dd>{inv.Customer.Name}</dd>
            <dt>Mobile</dt>
            <dd>+1(868) {inv.Customer.Mobile}</dd>
            <dt>{inv.IsPickup ? 'Pickup at' : 'Deliver to'}</dt>
            <dd>{inv.Place}</dd>
          </dl>
        </div>
        <InvoiceLines invoice={inv} />
        <p>
          <strong>Total {tt(inv.Total)}</strong>
        </p>
        {inv.Charged !== undefined && inv.CardFee !== undefined ? (
          <p>{cardChargedNote(tt(inv.Charged), tt(inv.CardFee))}</p>
        ) : null}
        <p>
          VAT included at {inv.VatRate}: {tt(inv.Vat)}
        </p>
        <p className="vat-invoice__hint">Prices include VAT.</p>
      </article>
      {inv.CreditNotes.map((n) => (
        <CreditNote key={n.Number} note={n} invoice={inv} className={className} />
      ))}
    </>
  );
}

function InvoiceLines({ invoice: inv }: { invoice: VatInvoice }) {
  return (
    <div className="vat-invoice__table" role="region" aria-label="Products and totals" tabIndex={0}>
      <table>
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {inv.Lines.map((l, i) => (
            <tr key={`${l.ProductName}-${i}`}>
              <td>
                {l.ProductName}
                {l.Option ? <small className="vat-invoice__option">{l.Option}</small> : null}
              </td>
              <td className="num">{l.Quantity}</td>
              <td className="num">{tt(l.Price)}</td>
              <td className="num">
                {tt(l.Total)}
                <LineDiscount unitPrice={toCents(l.Price)} quantity={l.Quantity} total={toCents(l.Total)} />
              </td>
            </tr>
          ))}
        </tbody>
        <OrderTotalsFooter
          labelColumns={3}
          totals={{
            subTotal: toCents(inv.SubTotal),
            freight: toCents(inv.Shipping),
            isPickup: Boolean(inv.IsPickup),
            discountCode: inv.DiscountCode,
            discount: toCents(inv.Discount),
            total: toCents(inv.Total),
          }}
        />
      </table>
    </div>
  );
}

function CreditNote({
  note: n,
  invoice: inv,
  className,
}: {
  note: VatCreditNote;
  invoice: VatInvoice;
  className: string;
}) {
  return (
    <article className={`vat-invoice vat-invoice--credit-note ${className}`} aria-label={`Credit note ${n.Number}`}>
      <h2>
        {inv.Shop.Name}: credit note {n.Number}
      </h2>
      <p>VAT registration number {inv.Shop.VatNumber}</p>
      <dl className="vat-invoice__facts">
        <dt>Credit note number</dt>
        <dd>{n.Number}</dd>
        <dt>For invoice</dt>
        <dd>
          {inv.Number}, order {inv.OrderId}
        </dd>
        <dt>Date</dt>
        <dd>{n.DateAdded}</dd>
        <dt>Customer</dt>
        <dd>{inv.Customer.Name}</dd>
        <dt>Reason</dt>
        <dd>{n.Reason || '—'}</dd>
      </dl>
      <p>
        <strong>Refunded {tt(n.Amount)}</strong>
      </p>
      <p>
        VAT included at {n.VatRate}: {tt(n.Vat)}
      </p>
    </article>
  );
}
