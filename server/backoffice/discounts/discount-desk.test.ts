// Discount codes in the back office (docs/product.md#discount-codes): owners and managers create and
// change codes, each save with its audit entry; a clerk is refused; bad terms get a message per field.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, discountCodes } from '../../../database/schema';
import { CODE_SHAPE, CODE_TAKEN, DATES_ORDER, PERCENT_RANGE } from '../../../shop-rules/messages/discounts';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

describe.each(engines)('discount codes in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    clerk = await staffOf(backoffice, 'clerk');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const save = (staff: SignedInStaff, codeNo: number | null, fields: Record<string, string>) =>
    act(backoffice, staff, 'discounts', fields, async (d, form) => String(await d.discounts.save(codeNo, form)));

  it('an owner creates and changes a code, each with its audit entry', async () => {
    const created = await save(owner, null, {
      code: 'save10',
      kind: 'percent',
      percent: '10',
      minimumOrder: '500',
      usesLimit: '10',
      perMobileLimit: '1',
      active: 'on',
    });
    expect(created).toMatchObject({ ok: true });
    const [row] = await shop.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'SAVE10'));
    expect(row).toMatchObject({ kind: 'percent', percentHundredths: 1000, minimumOrder: '500.00', usesLimit: 10 });
    const changed = await save(owner, row!.codeNo, { code: 'SAVE10', kind: 'amount', amountOff: '25', active: '' });
    expect(changed).toMatchObject({ ok: true });
    const [after] = await shop.database.db.select().from(discountCodes).where(eq(discountCodes.codeNo, row!.codeNo));
    expect(after).toMatchObject({ kind: 'amount', amountOff: '25.00', percentHundredths: 0, active: false });
    const entries = await shop.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'discount-code'), eq(auditLog.entityId, String(row!.codeNo))));
    expect(entries.map((e) => e.action).sort()).toEqual(['discount-code.create', 'discount-code.update']);
    const list = await (await backoffice.desk(owner.page('/admin/discounts'), 'discounts')).discounts.list();
    expect(list.map((c) => c.code)).toContain('SAVE10');
  });

  it('refuses bad terms with a message on the field, and a clerk altogether', async () => {
    expect(await save(owner, null, { code: 'x', kind: 'percent', percent: '10' })).toMatchObject({
      ok: false,
      fields: { code: CODE_SHAPE },
    });
    expect(await save(owner, null, { code: 'BIG', kind: 'percent', percent: '120' })).toMatchObject({
      ok: false,
      fields: { percent: PERCENT_RANGE },
    });
    expect(
      await save(owner, null, { code: 'DATES', kind: 'free-delivery', startsOn: '2026-12-10', endsOn: '2026-12-01' }),
    ).toMatchObject({ ok: false, fields: { endsOn: DATES_ORDER } });
    expect(await save(owner, null, { code: 'SAVE10', kind: 'free-delivery' })).toMatchObject({
      ok: false,
      fields: { code: CODE_TAKEN },
    });
    expect(await thrown(backoffice.desk(clerk.page('/admin/discounts'), 'discounts'))).toMatchObject({ status: 403 });
  });
});
