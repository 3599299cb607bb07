// GET /api/shop/GetDeliveryAreas: what the checkout needs to offer an area's days, its extra charge
// and the delivery minimum (decision 0080). Never cached: it depends on the day and the owner's areas.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../database/connect';
import type { DeliveryAreasAnswer } from '../../../shop-rules/api/orders';
import { fromCents } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import { readShopSettings } from '../../settings/shop-settings';
import { readDeliveryAreas } from './delivery-area';

export function registerDeliveryAreas(app: FastifyInstance, db: Database) {
  app.get('/api/shop/GetDeliveryAreas', async (): Promise<DeliveryAreasAnswer> => {
    const [areas, settings] = await Promise.all([readDeliveryAreas(db), readShopSettings(db)]);
    return {
      Today: shopDay(),
      Areas: areas.map((a) => ({
        AreaNo: a.areaNo,
        Name: a.name,
        Weekdays: a.weekdays,
        ExtraCharge: fromCents(a.extraCharge),
        Served: a.served,
        CityNos: a.cityNos,
      })),
      Minimum: { On: settings.deliveryMinimumOn, Amount: fromCents(settings.deliveryMinimum) },
    };
  });
}
