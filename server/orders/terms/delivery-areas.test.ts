// The checkout under delivery areas and the delivery minimum (decision 0080): with no area nothing
// changes; an area adds its charge as its own amount, stores the chosen day (or its first), refuses a day
// it does not offer, and an area not served is pickup only; the minimum refuses small deliveries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, deliveryAreas, mailOutbox, orders } from '../../../database/schema';
import { nextDeliveryDays } from '../../../shop-rules/delivery/delivery-days';
import { shopDay } from '../../../shop-rules/shop-time';
import { writeShopSettings } from '../../settings/shop-settings';
import { addProduct, orderBody } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('delivery areas at the checkout (%s)', (engine) => {
  let shop: TestShop;
  let lamp: number;
  let trinidadTown: number;
  let tobagoTown: number;
  let farTown: number;
  let address = 0;
  const db = () => shop.database.db;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    lamp = await addProduct(db(), { name: 'Brass Diya Lamp', salesPrice: '75.00', stock: 100 });
    const made = await db()
      .insert(cities)
      .values([
        { name: 'Area Test Town', island: 'Trinidad' },
        { name: 'Area Test Bay', island: 'Tobago' },
        { name: 'Area Test Point', island: 'Trinidad' },
      ])
      .returning();
    [trinidadTown, tobagoTown, farTown] = made.map((c) => c.cityNo) as [number, number, number];
  });
  afterAll(async () => {
    await shop?.close();
  });

  const place = (fields: Record<string, unknown>, quantity = 1) =>
    postJson(shop.app, '/api/shop/SaveOrder', orderBody([{ ProductNo: lamp, Quantity: quantity }], fields), {
      'x-forwarded-for': `10.9.3.${++address}`,
    });
  const order = async (orderNo: number) => (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  it('changes nothing while no area is set', async () => {
    const res = await place({ CustomerCityNo: trinidadTown, NewDeliveryDate: '2026-03-09' });
    expect(res.json()).toMatchObject({ success: true, TotalAmount: 115 });
    expect(await order(res.json().OrderNo)).toMatchObject({
      areaCharge: '0.00',
      deliveryAreaNo: null,
      deliveryDate: '2026-03-09',
    });
    const areas = await getJson(shop.app, '/api/shop/GetDeliveryAreas');
    expect(areas.json()).toEqual({ Today: shopDay(), Areas: [], Minimum: { On: false, Amount: 500 } });
  });

  it("adds a Tobago area's charge, stores the Tuesday chosen, and refuses a day it does not offer", async () => {
    const [tobago] = await db()
      .insert(deliveryAreas)
      .values({ name: 'Tobago Test', weekdays: [2], extraCharge: '25.00' })
      .returning();
    await db().update(cities).set({ deliveryAreaNo: tobago!.areaNo }).where(eq(cities.cityNo, tobagoTown));
    const tuesdays = nextDeliveryDays([2], shopDay(), 2);
    const body = { CustomerCityNo: tobagoTown, ODeliverCountryNo: 2, NewDeliveryDate: tuesdays[1] };
    const res = await place(body);
    // TT$75 + the spec's TT$60 to Tobago + the area's TT$25.
    expect(res.json()).toMatchObject({ success: true, TotalAmount: 160 });
    const n = res.json().OrderNo;
    expect(await order(n)).toMatchObject({
      freight: '60.00',
      areaCharge: '25.00',
      totalAmount: '160.00',
      deliveryDate: tuesdays[1],
    });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.orderNo, n));
    expect(mail!.textBody).toContain('Delivery to Tobago Test: TT$25.00');
    expect(mail!.textBody).toMatch(/Delivery day: Tuesday \d+ \w+\./);
    // No day chosen: the first offered.
    const first = await place({ CustomerCityNo: tobagoTown, ODeliverCountryNo: 2 });
    expect((await order(first.json().OrderNo)).deliveryDate).toBe(tuesdays[0]);
    const wednesday = new Date(`${tuesdays[0]}T00:00:00Z`);
    wednesday.setUTCDate(wednesday.getUTCDate() + 1);
    const refused = await place({ ...body, NewDeliveryDate: wednesday.toISOString().slice(0, 10) });
    expect(refused.json()).toEqual({
      success: false,
      msg: 'Please choose one of the delivery days offered for your area.',
    });
    // Pickup pays no area charge.
    const pickup = await place({ CustomerCityNo: tobagoTown, ODeliverCountryNo: 2, IsPickup: 1 });
    expect((await order(pickup.json().OrderNo)).areaCharge).toBe('0.00');
  });

  it('offers pickup only where the area is not served', async () => {
    const [far] = await db().insert(deliveryAreas).values({ name: 'Far Point', served: false }).returning();
    await db().update(cities).set({ deliveryAreaNo: far!.areaNo }).where(eq(cities.cityNo, farTown));
    expect((await place({ CustomerCityNo: farTown })).json()).toEqual({
      success: false,
      msg: 'We do not deliver to Far Point yet: please pick up your order at one of our stores.',
    });
    expect((await place({ CustomerCityNo: farTown, IsPickup: 1 })).json()).toMatchObject({ success: true });
    const areas = (await getJson(shop.app, '/api/shop/GetDeliveryAreas')).json();
    expect(areas.Areas).toContainEqual({
      AreaNo: far!.areaNo,
      Name: 'Far Point',
      Weekdays: [1, 2, 3, 4, 5],
      ExtraCharge: 0,
      Served: false,
      CityNos: [farTown],
    });
  });

  it('refuses a delivery below the minimum when it is on, with the shortfall, and keeps pickup open', async () => {
    await writeShopSettings(db(), { deliveryMinimumOn: true, deliveryMinimum: 50_000 });
    expect((await place({ CustomerCityNo: trinidadTown }, 6)).json()).toEqual({
      success: false,
      msg: 'Delivery is for orders of TT$500.00 or more: add TT$50.00 more, or pick up at a store.',
    });
    expect((await place({ CustomerCityNo: trinidadTown, IsPickup: 1 }, 6)).json()).toMatchObject({ success: true });
    expect((await place({ CustomerCityNo: trinidadTown }, 7)).json()).toMatchObject({ success: true });
    await writeShopSettings(db(), { deliveryMinimumOn: false });
  });
});
