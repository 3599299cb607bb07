// What the checkout says about the shopper's delivery area (docs/product.md#delivery-areas-and-days):
// the days offered to choose from, pickup only where the area is not served, and the delivery
// minimum's shortfall. Nothing at all for a city outside every area with the minimum off.
import { type DeliveryOffer, shortfallMessage } from '../../../shop-rules/delivery/delivery-areas';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';

export function DeliveryDay({
  offer,
  isPickup,
  day,
  onDay,
  shortfall,
  minimum,
}: {
  offer: DeliveryOffer;
  isPickup: boolean;
  day: string;
  onDay: (day: string) => void;
  shortfall: number;
  minimum: number;
}) {
  if (isPickup) return null;
  return (
    <>
      {shortfall > 0 ? (
        <p className="checkout-note" role="status">
          {shortfallMessage(shortfall, minimum)}
        </p>
      ) : null}
      {offer.kind === 'pickup-only' ? (
        <p className="checkout-note" role="status">
          {offer.reason}
        </p>
      ) : null}
      {offer.kind === 'delivery' ? (
        <div className="form-field">
          <label htmlFor="checkout-delivery-day">Delivery day</label>
          <select id="checkout-delivery-day" name="deliveryDay" value={day} onChange={(e) => onDay(e.target.value)}>
            {offer.days.map((d) => (
              <option key={d} value={d}>
                {dayInWords(d)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
