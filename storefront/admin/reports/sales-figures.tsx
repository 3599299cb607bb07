import { ttCents } from '../../../shop-rules/money';

interface Money {
  orders: number;
  sales: number;
}

export interface Figures extends Money {
  paid: Money;
  awaitingPayment: Money;
  cashToCollect: Money;
  refunded: number;
}

const orderCount = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** One period's money on the dashboard: what came in apart from what is still owed (docs/product.md#true-figures). */
export function SalesFigures({ title, figures: f }: { title: string; figures: Figures }) {
  const cards: { label: string; amount: number; orders?: number }[] = [
    { label: 'Paid', amount: f.paid.sales, orders: f.paid.orders },
    {
      label: 'Awaiting payment (card, bank transfer)',
      amount: f.awaitingPayment.sales,
      orders: f.awaitingPayment.orders,
    },
    { label: 'Cash to collect', amount: f.cashToCollect.sales, orders: f.cashToCollect.orders },
    { label: 'Refunded', amount: f.refunded },
    { label: 'Orders placed', amount: f.sales, orders: f.orders },
  ];
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <div className="admin-cards">
        {cards.map((c) => (
          <div className="admin-card" key={c.label}>
            <h4 className="admin-card-title">{c.label}</h4>
            <p>{ttCents(c.amount)}</p>
            {c.orders === undefined ? null : <p>{orderCount(c.orders)}</p>}
          </div>
        ))}
      </div>
    </section>
  );
}
