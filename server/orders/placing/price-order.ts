// Checks every line against the catalogue and prices the order with the shared shop rules, from the
// shop's own prices: the same code that shows the browser its totals decides what is charged. Lines
// of the same product and variant become one line first (docs/decisions/0021): that one line is
// checked against the shop's cap, priced, stored and takes the stock.
import { lineOverCap, mergeLines } from '../../../shop-rules/cart-lines';
import { type CartLine, priceCart } from '../../../shop-rules/cart-totals';
import { totalAfterDiscount } from '../../../shop-rules/discount-codes';
import type { FreightRates } from '../../../shop-rules/freight';
import {
  chooseOption,
  noLongerAvailable,
  ORDER_TOO_LARGE,
  onlyLeft,
  optionUnavailable,
  productUnavailable,
  soldOut,
  tooManyOfItem,
} from '../../../shop-rules/messages/orders';
import { type Cents, MONEY_COLUMN_MAX } from '../../../shop-rules/money';
import type { LinePrice } from '../../../shop-rules/pricing';
import { shopDay } from '../../../shop-rules/shop-time';
import { type OrderDiscount, priceOrderDiscount } from '../terms/discount-code';
import type { Queryable } from '../transaction';
import type { OrderLineRequest, OrderRequest } from './order-body';
import { OrderRefusal } from './order-refusal';
import {
  itemLabel,
  loadOrderedProducts,
  type OrderedProduct,
  type OrderedProducts,
  type OrderedVariant,
} from './ordered-products';

export interface PricedOrderLine {
  /** The first request line of this item, with the quantity of all its lines together. */
  request: OrderLineRequest;
  product: OrderedProduct;
  variant: OrderedVariant | null;
  label: string;
  price: LinePrice;
}

/** What the shop's settings decide about pricing an order. */
export interface OrderRules {
  freightRates: FreightRates;
  /** The most units of one item an order may hold. */
  maxQuantityPerLine: number;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  itemTotal: Cents;
  freight: Cents;
  /** The discount code's share, already taken off total; null without a code. */
  discount: OrderDiscount | null;
  total: Cents;
  /** The delivery area's extra charge, in total (set when the order is placed: delivery-terms.ts). */
  area?: { name: string; charge: Cents } | null;
}

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function chooseVariant(
  line: OrderLineRequest,
  product: OrderedProduct,
  variants: OrderedVariant[],
): OrderedVariant | null {
  if (variants.length === 0) {
    if (line.skuNo !== null) throw new OrderRefusal(optionUnavailable(product.name));
    return null;
  }
  if (line.skuNo !== null) {
    const variant = variants.find((v) => v.skuNo === line.skuNo);
    if (!variant) throw new OrderRefusal(optionUnavailable(product.name));
    return variant;
  }
  // The checkout's cart item names the option by Color and Size only (docs/product.md#order-body).
  if (line.color === null && line.size === null) throw new OrderRefusal(chooseOption(product.name));
  const matches = variants.filter((v) => same(v.color, line.color) && same(v.size, line.size));
  if (matches.length !== 1)
    throw new OrderRefusal(matches.length === 0 ? optionUnavailable(product.name) : chooseOption(product.name));
  return matches[0]!;
}

type ResolvedLine = Omit<PricedOrderLine, 'price'>;

/** Refuses what cannot be had now; the conditional stock update enforces it again under concurrency. */
function checkAvailable(items: readonly { source: ResolvedLine; Quantity: number }[]) {
  for (const { source: line, Quantity: quantity } of items) {
    const stock = line.variant ? line.variant.stock : line.product.stock;
    if (line.product.isSoldOut || stock <= 0) throw new OrderRefusal(soldOut(line.label));
    if (stock < quantity) throw new OrderRefusal(onlyLeft(stock, line.label));
  }
}

export async function priceOrder(
  db: Queryable,
  // The back office's order edit names only lines and delivery (server/backoffice/orders/order-edit.ts).
  request: Pick<OrderRequest, 'lines' | 'deliverCountryNo' | 'isPickup'> &
    Partial<Pick<OrderRequest, 'discountCode' | 'customerMobile'>>,
  rules: OrderRules,
  now: Date = new Date(),
  /** The products and variants when the caller has read them already (order-context.ts). */
  ordered?: OrderedProducts,
): Promise<PricedOrder> {
  const { products, variants } =
    ordered ??
    (await loadOrderedProducts(
      db,
      request.lines.map((l) => l.productNo),
    ));
  const resolved = request.lines.map((line): ResolvedLine => {
    const product = products.get(line.productNo);
    if (!product) throw new OrderRefusal(productUnavailable(line.productNo));
    if (!product.isActive) throw new OrderRefusal(noLongerAvailable(product.name));
    const variant = chooseVariant(line, product, variants.get(product.productNo) ?? []);
    return { request: line, product, variant, label: itemLabel(product, variant) };
  });

  // Keyed by the variant found, so a variant named by ProductSKUNo and by Color/Size is one item.
  const items = mergeLines(
    resolved.map((line): CartLine & { source: ResolvedLine } => ({
      source: line,
      ProductNo: line.product.productNo,
      ProductSKUNo: line.variant?.skuNo ?? null,
      Quantity: line.request.quantity,
      SalesPrice: line.product.salesPrice,
      SalesPrice2: line.product.salesPrice2,
      SalesPrice3: line.product.salesPrice3,
      SalesPrice5: line.product.salesPrice5,
      DiscountPercent: line.product.discountPercent,
      FreeDelivery: line.product.freeDelivery,
      FreeDeliveryQuantity: line.product.freeDeliveryQuantity,
    })),
  );
  const tooMany = lineOverCap(items, rules.maxQuantityPerLine);
  if (tooMany) throw new OrderRefusal(tooManyOfItem(rules.maxQuantityPerLine, tooMany.source.label));
  checkAvailable(items);

  let priced: ReturnType<typeof priceCart<(typeof items)[number]>>;
  try {
    const { deliverCountryNo: deliveryCountryNo, isPickup } = request;
    priced = priceCart(items, { deliveryCountryNo, isPickup, freightRates: rules.freightRates });
  } catch (err) {
    if (err instanceof RangeError) throw new OrderRefusal(ORDER_TOO_LARGE);
    throw err;
  }
  const { lines, totals } = priced;
  // What the money columns hold (shop-rules/money.ts).
  if (totals.ItemGrandTotal > MONEY_COLUMN_MAX) throw new OrderRefusal(ORDER_TOO_LARGE);
  const discount = request.discountCode
    ? await priceOrderDiscount(db, {
        code: request.discountCode,
        mobile: request.customerMobile ?? '',
        lines: lines.map(({ line, price }) => ({
          productNo: line.source.product.productNo,
          categoryNo: line.source.product.categoryNo,
          total: price.total,
        })),
        freight: totals.Freight,
        today: shopDay(now),
      })
    : null;
  return {
    lines: lines.map(({ line, price }) => ({
      ...line.source,
      request: { ...line.source.request, quantity: line.Quantity },
      price,
    })),
    itemTotal: totals.ItemTotal,
    freight: totals.Freight,
    discount,
    total: totalAfterDiscount(totals.ItemTotal, totals.Freight, discount?.amount ?? 0),
  };
}
