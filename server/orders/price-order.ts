// Checks every line against the catalogue and prices the order with the shared shop rules, from the
// shop's own prices: the same code that shows the browser its totals decides what is charged.
import { priceCart, type CartLine } from '../../shop-rules/cart-totals';
import type { LinePrice } from '../../shop-rules/pricing';
import type { FreightRates } from '../../shop-rules/freight';
import type { Cents } from '../../shop-rules/money';
import type { OrderLineRequest, OrderRequest } from './order-body';
import {
  ORDER_TOO_LARGE, chooseOption, noLongerAvailable, onlyLeft, optionUnavailable, productUnavailable, soldOut,
} from './messages';
import { itemLabel, loadOrderedProducts, type OrderedProduct, type OrderedVariant } from './ordered-products';
import { OrderRefusal } from './order-refusal';
import type { Queryable } from './transaction';

const MAX_ORDER_TOTAL: Cents = 999_999_999_999;

export interface PricedOrderLine {
  request: OrderLineRequest;
  product: OrderedProduct;
  variant: OrderedVariant | null;
  label: string;
  price: LinePrice;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  itemTotal: Cents;
  freight: Cents;
  total: Cents;
}

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function chooseVariant(line: OrderLineRequest, product: OrderedProduct, variants: OrderedVariant[]): OrderedVariant | null {
  if (variants.length === 0) {
    if (line.skuNo !== null) throw new OrderRefusal(optionUnavailable(product.name));
    return null;
  }
  if (line.skuNo !== null) {
    const variant = variants.find((v) => v.skuNo === line.skuNo);
    if (!variant) throw new OrderRefusal(optionUnavailable(product.name));
    return variant;
  }
  // The checkout's cart item names the option by Color and Size only (spec point 3).
  if (line.color === null && line.size === null) throw new OrderRefusal(chooseOption(product.name));
  const matches = variants.filter((v) => same(v.color, line.color) && same(v.size, line.size));
  if (matches.length !== 1) throw new OrderRefusal(matches.length === 0 ? optionUnavailable(product.name) : chooseOption(product.name));
  return matches[0]!;
}

/** Refuses what cannot be had now; the conditional stock update enforces it again under concurrency. */
function checkAvailable(lines: Omit<PricedOrderLine, 'price'>[]) {
  const wanted = new Map<string, { line: Omit<PricedOrderLine, 'price'>; quantity: number }>();
  for (const line of lines) {
    const key = `${line.product.productNo}/${line.variant?.skuNo ?? ''}`;
    const entry = wanted.get(key) ?? { line, quantity: 0 };
    entry.quantity += line.request.quantity;
    wanted.set(key, entry);
  }
  for (const { line, quantity } of wanted.values()) {
    const stock = line.variant ? line.variant.stock : line.product.stock;
    if (line.product.isSoldOut || stock <= 0) throw new OrderRefusal(soldOut(line.label));
    if (stock < quantity) throw new OrderRefusal(onlyLeft(stock, line.label));
  }
}

export async function priceOrder(db: Queryable, request: OrderRequest, freightRates: FreightRates): Promise<PricedOrder> {
  const { products, variants } = await loadOrderedProducts(db, request.lines.map((l) => l.productNo));
  const resolved = request.lines.map((line) => {
    const product = products.get(line.productNo);
    if (!product) throw new OrderRefusal(productUnavailable(line.productNo));
    if (!product.isActive) throw new OrderRefusal(noLongerAvailable(product.name));
    const variant = chooseVariant(line, product, variants.get(product.productNo) ?? []);
    return { request: line, product, variant, label: itemLabel(product, variant) };
  });
  checkAvailable(resolved);

  const cartLines = resolved.map((line): CartLine & { source: typeof line } => ({
    source: line,
    Quantity: line.request.quantity,
    SalesPrice: line.product.salesPrice,
    SalesPrice2: line.product.salesPrice2,
    SalesPrice3: line.product.salesPrice3,
    SalesPrice5: line.product.salesPrice5,
    DiscountPercent: line.product.discountPercent,
    FreeDelivery: line.product.freeDelivery,
    FreeDeliveryQuantity: line.product.freeDeliveryQuantity,
  }));
  let priced: ReturnType<typeof priceCart<(typeof cartLines)[number]>>;
  try {
    priced = priceCart(cartLines, { deliveryCountryNo: request.deliverCountryNo, isPickup: request.isPickup, freightRates });
  } catch (err) {
    if (err instanceof RangeError) throw new OrderRefusal(ORDER_TOO_LARGE);
    throw err;
  }
  const { lines, totals } = priced;
  // numeric(12,2) holds at most 9,999,999,999.99.
  if (totals.ItemGrandTotal > MAX_ORDER_TOTAL) throw new OrderRefusal(ORDER_TOO_LARGE);
  return {
    lines: lines.map(({ line, price }) => ({ ...line.source, price })),
    itemTotal: totals.ItemTotal,
    freight: totals.Freight,
    total: totals.ItemGrandTotal,
  };
}
