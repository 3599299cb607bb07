// What the delivery areas and the delivery minimum decide about an order being placed
// (docs/product.md#delivery-areas-and-days, docs/decisions/0080): the area's extra charge, the
// delivery day (one the area offers; the first offered when none is chosen), or a refusal that keeps
// pickup open. A city outside every area, and pickup, change nothing.
import {
  DAY_NOT_OFFERED,
  deliveryShortfall,
  noDayReason,
  notServedReason,
  shortfallMessage,
} from '../../../shop-rules/delivery/delivery-areas';
import { cleanWeekdays, deliveryDayAllowed, nextDeliveryDays } from '../../../shop-rules/delivery/delivery-days';
import { type Cents, toCents } from '../../../shop-rules/money';
import type { ShopSettings } from '../../../shop-rules/settings';
import { shopDay } from '../../../shop-rules/shop-time';
import type { OrderRequest } from '../placing/order-body';
import type { OrderContext } from '../placing/order-context';
import { OrderRefusal } from '../placing/order-refusal';
import type { PricedOrder } from '../placing/price-order';

export interface DeliveryTerms {
  areaNo: number | null;
  areaName: string | null;
  areaCharge: Cents;
  deliveryDate: string | null;
}

export function deliveryTermsOf(
  request: Pick<OrderRequest, 'isPickup' | 'deliveryDate'>,
  context: Pick<OrderContext, 'city'>,
  settings: Pick<ShopSettings, 'deliveryMinimumOn' | 'deliveryMinimum'>,
  priced: Pick<PricedOrder, 'itemTotal' | 'discount'>,
  now: Date,
): DeliveryTerms {
  const asBefore = { areaNo: null, areaName: null, areaCharge: 0, deliveryDate: request.deliveryDate };
  if (request.isPickup) return asBefore;
  const goods = Math.max(0, priced.itemTotal - (priced.discount?.amount ?? 0));
  const short = deliveryShortfall(goods, { on: settings.deliveryMinimumOn, amount: settings.deliveryMinimum });
  if (short > 0) throw new OrderRefusal(shortfallMessage(short, settings.deliveryMinimum));
  const area = context.city?.area;
  if (!area) return asBefore;
  if (!area.served) throw new OrderRefusal(notServedReason(area.name));
  const weekdays = cleanWeekdays(area.weekdays);
  const today = shopDay(now);
  const offered = nextDeliveryDays(weekdays, today, 1);
  if (offered.length === 0) throw new OrderRefusal(noDayReason(area.name));
  if (request.deliveryDate && !deliveryDayAllowed(weekdays, today, request.deliveryDate))
    throw new OrderRefusal(DAY_NOT_OFFERED);
  return {
    areaNo: area.areaNo,
    areaName: area.name,
    areaCharge: toCents(area.extraCharge),
    deliveryDate: request.deliveryDate ?? offered[0]!,
  };
}
