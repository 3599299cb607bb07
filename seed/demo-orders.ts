// Demo order history: 80 guest orders by fictional Trinbagonian shoppers over 2026, so Best Sellers
// has real sales to count and the order screens have something to show. Deterministic, priced with
// the shop's own rules, one status-history row per step. Stock is left as seeded: these orders
// stand for sales made before the demo stock count. No customer accounts are created.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database/connect';
import {
  cities,
  orderLines,
  orderStatusHistory,
  orders,
  productImages,
  products,
  productVariants,
  shops,
} from '../database/schema';
import { type CartLine, cartTotals } from '../shop-rules/cart-totals';
import {
  DEFAULT_SHOP_NO,
  DELIVERY_COUNTRY_TOBAGO,
  DELIVERY_COUNTRY_TRINIDAD,
  PAYMENT_METHOD_BANK_TRANSFER,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
  SOURCE_CHECKOUT,
  SOURCE_DIRECT_ORDER,
} from '../shop-rules/constants';
import { centsToDecimal, toCents } from '../shop-rules/money';
import type { OrderStatus } from '../shop-rules/order-constants';
import { type PricedItem, priceLine } from '../shop-rules/pricing';
import type { SeedProduct } from './catalogue-types';
import { Rng } from './prng';

export const DEMO_ORDER_COUNT = 80;
/** The demo's 'today': order dates and status steps never pass it, whenever the seed runs. */
const DEMO_TODAY = Date.UTC(2026, 10, 20);
const FIRST_ORDER_DAY = Date.UTC(2026, 0, 6);
/** The last RECENT_ORDERS orders fall in November, so every status from Pending on has examples. */
const RECENT_FROM = Date.UTC(2026, 10, 1);
const RECENT_ORDERS = 12;
const DAY = 86_400_000;

const FIRST_NAMES = [
  'Anil',
  'Bernadette',
  'Camille',
  'Deepak',
  'Esther',
  'Faizal',
  'Gabrielle',
  'Hemraj',
  'Ingrid',
  'Jamal',
  'Kavita',
  'Lennox',
  'Meera',
  'Nkosi',
  'Oumar',
  'Patricia',
  'Qadir',
  'Rukmini',
  'Sean',
  'Tara',
  'Ulric',
  'Varsha',
  'Winston',
  'Yasmin',
  'Zaheer',
];
const LAST_NAMES = [
  'Balroop',
  'Cedeno',
  'Dindial',
  'Edwards',
  'Francois',
  'Gosine',
  'Harripersad',
  'Isaac',
  'Jodhan',
  'Kalloo',
  'Lalla',
  'Mungroo',
  'Nanan',
  'Ottley',
  'Pierre',
  'Rambharose',
  'Sammy',
  'Toussaint',
  'Veerasammy',
  'Yearwood',
];
const STREETS = ['Demo Street', 'Sample Road', 'Example Avenue', 'Test Trace', 'Placeholder Lane', 'Mock Main Road'];
const REMARKS = [
  '',
  '',
  '',
  'Please call before delivery.',
  'Leave with the neighbour if nobody home.',
  'Gate code is 1234 (demo).',
];
const PROGRESS: readonly OrderStatus[] = ['Pending', 'Processed', 'Shipped', 'Enroute', 'Arrived'];
const STEP_COMMENTS: Record<OrderStatus, string> = {
  Pending: 'Order placed.',
  Processed: 'Packed at the warehouse.',
  Shipped: 'Handed to the courier.',
  Enroute: 'Out for delivery.',
  Arrived: 'Delivered.',
  Cancelled: 'Cancelled at the customer’s request.',
};

interface Orderable extends PricedItem {
  productNo: number;
  slug: string;
  name: string;
  barcode: string;
  skuNo: number | null;
  color: string | null;
  size: string | null;
  imagePath: string | null;
  weight: number;
}

async function orderableProducts(db: Database, seedProducts: SeedProduct[]): Promise<Orderable[]> {
  const popularity = new Map(seedProducts.map((p) => [p.slug, p.bestSeller ? 8 : p.featured ? 3 : 1]));
  // One after another: the seed runs in one transaction, whose one connection takes a statement at a time.
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.isSoldOut, false)))
    .orderBy(asc(products.sortOrder));
  const variants = await db
    .select()
    .from(productVariants)
    .orderBy(asc(productVariants.productNo), asc(productVariants.sortOrder), asc(productVariants.skuNo));
  const images = await db
    .select()
    .from(productImages)
    .orderBy(asc(productImages.productNo), asc(productImages.sortOrder), asc(productImages.imageNo));
  const out: Orderable[] = [];
  for (const p of rows) {
    const own = variants.filter((v) => v.productNo === p.productNo);
    const variant = own.find((v) => v.stock > 0);
    if (own.length > 0 ? !variant : p.stock <= 0) continue;
    out.push({
      productNo: p.productNo,
      slug: p.slug,
      name: p.name,
      barcode: p.barcode,
      skuNo: variant?.skuNo ?? null,
      color: variant?.color ?? null,
      size: variant?.size ?? null,
      imagePath: images.find((i) => i.productNo === p.productNo)?.path ?? null,
      SalesPrice: p.salesPrice,
      SalesPrice2: p.salesPrice2,
      SalesPrice3: p.salesPrice3,
      SalesPrice5: p.salesPrice5,
      DiscountPercent: p.discountPercent,
      FreeDelivery: p.freeDelivery,
      FreeDeliveryQuantity: p.freeDeliveryQuantity,
      weight: popularity.get(p.slug) ?? 1,
    });
  }
  return out;
}

function pickWeighted(rng: Rng, items: Orderable[]): Orderable {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let r = rng.float() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

/** How far an order of this age got: old orders have arrived, recent ones are on the way; every 13th was cancelled. */
function statusFor(index: number, ageDays: number): OrderStatus {
  if (index % 13 === 6) return 'Cancelled';
  if (ageDays > 12) return 'Arrived';
  if (ageDays > 7) return 'Enroute';
  if (ageDays > 4) return 'Shipped';
  if (ageDays > 2) return 'Processed';
  return 'Pending';
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function insertDemoOrders(db: Database, seedProducts: SeedProduct[]): Promise<{ orders: number }> {
  const rng = new Rng('demo-orders-2026');
  const catalogue = await orderableProducts(db, seedProducts);
  const cityRows = await db
    .select()
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(asc(cities.sortOrder), asc(cities.cityNo));
  const [shop] = await db.select().from(shops).where(eq(shops.shopNo, DEFAULT_SHOP_NO));
  if (catalogue.length === 0 || cityRows.length === 0) return { orders: 0 };

  const older = DEMO_ORDER_COUNT - RECENT_ORDERS;
  const dayOf = (i: number) =>
    i < older
      ? FIRST_ORDER_DAY + Math.floor(((RECENT_FROM - FIRST_ORDER_DAY) * i) / older)
      : RECENT_FROM + Math.floor(((DEMO_TODAY - RECENT_FROM) * (i - older)) / RECENT_ORDERS);
  const planned = Array.from({ length: DEMO_ORDER_COUNT }, (_, i) => {
    const placedAt = dayOf(i) + rng.int(8, 20) * 3_600_000 + rng.int(0, 59) * 60_000;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const city = rng.pick(cityRows);
    const isPickup = rng.chance(0.1);
    const deliverCountryNo = city.island === 'Tobago' ? DELIVERY_COUNTRY_TOBAGO : DELIVERY_COUNTRY_TRINIDAD;
    const chosen = new Map<number, Orderable>();
    const lineCount = rng.int(1, 4);
    while (chosen.size < Math.min(lineCount, catalogue.length)) {
      const item = pickWeighted(rng, catalogue);
      chosen.set(item.productNo, item);
    }
    const lines = [...chosen.values()].map((item) => {
      const cheap = toCents(item.SalesPrice ?? 0) <= 45_000;
      const quantity = cheap ? rng.pick([1, 1, 1, 2, 2, 3, 5]) : rng.pick([1, 1, 1, 1, 2]);
      return { item, quantity, price: priceLine(item, quantity) };
    });
    const totals = cartTotals(
      lines.map(({ item, quantity }): CartLine => ({ ...item, Quantity: quantity })),
      { deliveryCountryNo: deliverCountryNo, isPickup },
    );
    const pmNo = rng.chance(0.3) ? PAYMENT_METHOD_BANK_TRANSFER : PAYMENT_METHOD_CASH_ON_DELIVERY;
    const status = statusFor(i, (DEMO_TODAY - placedAt) / DAY);
    return {
      placedAt,
      first,
      last,
      city,
      isPickup,
      deliverCountryNo,
      lines,
      totals,
      pmNo,
      status,
      remarks: rng.pick(REMARKS),
      houseNo: rng.int(1, 199),
      street: rng.pick(STREETS),
      mobile: `555${String(rng.int(0, 9999)).padStart(4, '0')}`,
      source: rng.chance(0.15) ? SOURCE_DIRECT_ORDER : SOURCE_CHECKOUT,
    };
  });

  return db.transaction(async (tx) => {
    for (const o of planned) {
      const steps: OrderStatus[] =
        o.status === 'Cancelled' ? ['Pending', 'Cancelled'] : PROGRESS.slice(0, PROGRESS.indexOf(o.status) + 1);
      // Steps a day or two apart, never later than the demo's today.
      const stepTimes = steps.map((_, k) => Math.min(o.placedAt + k * (DAY + rng.int(0, 12) * 3_600_000), DEMO_TODAY));
      const lastChange = new Date(stepTimes[stepTimes.length - 1]!);
      // A bank transfer is confirmed before the goods are packed; cash is paid at the door.
      const paid = o.pmNo === PAYMENT_METHOD_BANK_TRANSFER && o.status !== 'Pending' && o.status !== 'Cancelled';
      const [row] = await tx
        .insert(orders)
        .values({
          customerMobile: o.mobile,
          customerName: `${o.first} ${o.last}`,
          customerEmail: `${o.first}.${o.last}@example.test`.toLowerCase(),
          customerAddress: `${o.houseNo} ${o.street}, ${o.city.name} (demo address)`,
          customerCityNo: o.city.cityNo,
          deliverCountryNo: o.deliverCountryNo,
          isPickup: o.isPickup,
          pmNo: o.pmNo,
          remarks: o.remarks,
          shopNo: DEFAULT_SHOP_NO,
          shopName: shop?.name ?? '',
          source: o.source,
          orderDate: isoDate(o.placedAt),
          itemTotal: centsToDecimal(o.totals.ItemTotal),
          freight: centsToDecimal(o.totals.Freight),
          totalAmount: centsToDecimal(o.totals.ItemGrandTotal),
          status: o.status,
          paymentStatus: paid ? 'Paid' : 'Unpaid',
          createdAt: new Date(o.placedAt),
          updatedAt: lastChange,
        })
        .returning({ orderNo: orders.orderNo });
      const orderNo = row!.orderNo;
      await tx.insert(orderLines).values(
        o.lines.map(({ item, quantity, price }) => ({
          orderNo,
          productNo: item.productNo,
          skuNo: item.skuNo,
          productName: item.name,
          barcode: item.barcode,
          color: item.color,
          size: item.size,
          quantity,
          unitPrice: centsToDecimal(price.unitPrice),
          lineTotal: centsToDecimal(price.total),
          freeDelivery: price.freeDelivery,
          imagePath: item.imagePath,
        })),
      );
      await tx.insert(orderStatusHistory).values(
        steps.map((status, k) => ({
          orderNo,
          status,
          comment: STEP_COMMENTS[status],
          createdAt: new Date(stepTimes[k]!),
        })),
      );
    }
    return { orders: planned.length };
  });
}
