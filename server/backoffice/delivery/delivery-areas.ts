// The owner's delivery areas: which cities each holds, its weekdays, its extra charge, whether it is
// served; and the delivery minimum (docs/product.md#delivery-areas-and-days, docs/decisions/0080).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cities, deliveryAreas } from '../../../database/schema';
import { cleanWeekdays, WEEKDAYS } from '../../../shop-rules/delivery/delivery-days';
import { areaSchema, minimumSchema } from '../../../shop-rules/forms/delivery';
import { centsToDecimal } from '../../../shop-rules/money';
import { readDeliveryAreas } from '../../orders/terms/delivery-area';
import { readShopSettings, writeShopSettings } from '../../settings/shop-settings';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';

export async function areasPage(db: Database) {
  const [areas, cityRows, settings] = await Promise.all([
    readDeliveryAreas(db),
    db
      .select({ cityNo: cities.cityNo, name: cities.name, island: cities.island, areaNo: cities.deliveryAreaNo })
      .from(cities)
      .orderBy(asc(cities.island), asc(cities.sortOrder), asc(cities.name)),
    readShopSettings(db),
  ]);
  return {
    areas,
    cities: cityRows,
    minimum: { on: settings.deliveryMinimumOn, amount: settings.deliveryMinimum },
  };
}

/** Saves an area from its form: name, weekdays (checkboxes 'weekday'), extra charge, served, cities ('city'). */
export async function saveArea(db: Database, actor: Actor, areaNo: number | null, form: FormData): Promise<string> {
  const f = readForm(areaSchema, form);
  const weekdays = cleanWeekdays(form.getAll('weekday').map((v) => Number(v)));
  const cityNos = [...new Set(form.getAll('city').map((v) => Number(v)))].filter(
    (n) => Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647,
  );
  const values = {
    name: f.name,
    extraCharge: centsToDecimal(f.extraCharge ?? 0),
    served: f.served,
    weekdays: weekdays.length > 0 || !f.served ? weekdays : [...WEEKDAYS.slice(0, 5)],
  };
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ areaNo: deliveryAreas.areaNo })
      .from(deliveryAreas)
      .where(sql`lower(${deliveryAreas.name}) = lower(${f.name})`);
    if (clash && clash.areaNo !== areaNo)
      throw new BackofficeError('Another area has this name.', { name: 'Another area has this name.' }, 409);
    let row: typeof deliveryAreas.$inferSelect | undefined;
    if (areaNo === null) {
      [row] = await tx.insert(deliveryAreas).values(values).returning();
    } else {
      const [before] = await tx.select().from(deliveryAreas).where(eq(deliveryAreas.areaNo, areaNo));
      if (!before) throw notFound('delivery area');
      [row] = await tx.update(deliveryAreas).set(values).where(eq(deliveryAreas.areaNo, areaNo)).returning();
    }
    const no = row!.areaNo;
    // The area holds exactly the cities ticked: others it held leave it; a ticked city moves to it.
    await tx.update(cities).set({ deliveryAreaNo: null }).where(eq(cities.deliveryAreaNo, no));
    if (cityNos.length > 0) await tx.update(cities).set({ deliveryAreaNo: no }).where(inArray(cities.cityNo, cityNos));
    await recordChange(tx, actor, {
      action: areaNo === null ? 'delivery-area.create' : 'delivery-area.update',
      entity: 'delivery-area',
      entityId: no,
      after: { ...row, cityNos },
    });
    return `${f.name} saved.`;
  });
}

export async function removeArea(db: Database, actor: Actor, areaNo: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deliveryAreas).where(eq(deliveryAreas.areaNo, areaNo));
    if (!before) throw notFound('delivery area');
    await tx.update(cities).set({ deliveryAreaNo: null }).where(eq(cities.deliveryAreaNo, areaNo));
    await tx.delete(deliveryAreas).where(eq(deliveryAreas.areaNo, areaNo));
    await recordChange(tx, actor, {
      action: 'delivery-area.remove',
      entity: 'delivery-area',
      entityId: areaNo,
      before,
    });
    return `${before.name} removed: its cities are delivered as before.`;
  });
}

export async function saveDeliveryMinimum(db: Database, actor: Actor, form: FormData): Promise<string> {
  const f = readForm(minimumSchema, form);
  const before = await readShopSettings(db);
  await writeShopSettings(db, { deliveryMinimumOn: f.minimumOn, deliveryMinimum: f.minimum ?? 0 });
  await recordChange(db, actor, {
    action: 'settings.delivery-minimum',
    entity: 'settings',
    entityId: 'shop',
    before: { on: before.deliveryMinimumOn, amount: before.deliveryMinimum },
    after: { on: f.minimumOn, amount: f.minimum },
  });
  return f.minimumOn
    ? `Delivery needs ${centsToDecimal(f.minimum ?? 0)} of goods from now on.`
    : 'The delivery minimum is off.';
}
