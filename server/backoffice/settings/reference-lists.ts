// The lists checkout uses: delivery cities, shops and payment methods.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cities, paymentMethods, shops } from '../../../database/schema';
import {
  citySchema,
  newShopNumberSchema,
  paymentMethodSchema,
  shopRowSchema,
} from '../../../shop-rules/forms/settings';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';

export const listCities = (db: Database) =>
  db.select().from(cities).orderBy(asc(cities.island), asc(cities.sortOrder), asc(cities.name));
export const listShops = (db: Database) => db.select().from(shops).orderBy(asc(shops.shopNo));
export const listPaymentMethods = (db: Database) =>
  db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.pmNo));

export async function saveCity(db: Database, actor: Actor, cityNo: number | null, form: FormData): Promise<string> {
  const f = readForm(citySchema, form);
  const values = { ...f, sortOrder: f.sortOrder ?? 0 };
  return db.transaction(async (tx) => {
    if (cityNo === null) {
      const [row] = await tx.insert(cities).values(values).returning();
      await recordChange(tx, actor, { action: 'city.create', entity: 'city', entityId: row!.cityNo, after: row });
      return `${f.name} added.`;
    }
    const [before] = await tx.select().from(cities).where(eq(cities.cityNo, cityNo));
    if (!before) throw notFound('city');
    const [after] = await tx.update(cities).set(values).where(eq(cities.cityNo, cityNo)).returning();
    await recordChange(tx, actor, { action: 'city.update', entity: 'city', entityId: cityNo, before, after });
    return `${f.name} saved.`;
  });
}

export async function saveShop(db: Database, actor: Actor, shopNo: number | null, form: FormData): Promise<string> {
  const f = readForm(shopRowSchema, form);
  return db.transaction(async (tx) => {
    if (shopNo === null) {
      const { shopNo: wanted } = readForm(newShopNumberSchema, form);
      const [taken] = await tx.select({ n: shops.shopNo }).from(shops).where(eq(shops.shopNo, wanted!));
      if (taken)
        throw new BackofficeError(
          `Shop number ${wanted} is taken.`,
          { shopNo: `Shop number ${wanted} is taken.` },
          409,
        );
      const [row] = await tx
        .insert(shops)
        .values({ shopNo: wanted!, ...f })
        .returning();
      await recordChange(tx, actor, { action: 'shop.create', entity: 'shop', entityId: wanted!, after: row });
      return `${f.name} added.`;
    }
    const [before] = await tx.select().from(shops).where(eq(shops.shopNo, shopNo));
    if (!before) throw notFound('shop');
    const [after] = await tx.update(shops).set(f).where(eq(shops.shopNo, shopNo)).returning();
    await recordChange(tx, actor, { action: 'shop.update', entity: 'shop', entityId: shopNo, before, after });
    return `${f.name} saved.`;
  });
}

/** The three methods of the shop rules (1 card, 2 bank transfer, 3 cash) are edited, never added. */
export async function savePaymentMethod(db: Database, actor: Actor, pmNo: number, form: FormData): Promise<string> {
  const f = readForm(paymentMethodSchema, form);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.pmNo, pmNo));
    if (!before) throw notFound('payment method');
    const [after] = await tx
      .update(paymentMethods)
      .set({ ...f, sortOrder: f.sortOrder ?? 0 })
      .where(eq(paymentMethods.pmNo, pmNo))
      .returning();
    await recordChange(tx, actor, {
      action: 'payment-method.update',
      entity: 'payment-method',
      entityId: pmNo,
      before,
      after,
    });
    return `${f.name} saved.`;
  });
}
