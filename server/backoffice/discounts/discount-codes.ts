// The back office's discount codes (docs/product.md#discount-codes): the list with uses so far, and one
// code's form. Saving writes the code and its audit entry in one transaction (docs/decisions/0036).
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, discountCodes } from '../../../database/schema';
import { discountCodeSchema } from '../../../shop-rules/forms/discounts';
import { CODE_TAKEN, NO_SUCH_CODE } from '../../../shop-rules/messages/discounts';
import { centsToDecimal, toCents } from '../../../shop-rules/money';
import { readProductNumbers } from '../catalogue';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError } from '../shared/errors';
import { readForm } from '../shared/form-fields';

export async function discountCodeList(db: Database) {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.active), asc(discountCodes.code));
  return rows.map((r) => ({
    codeNo: r.codeNo,
    code: r.code,
    kind: r.kind,
    percentHundredths: r.percentHundredths,
    amountOff: toCents(r.amountOff),
    minimumOrder: toCents(r.minimumOrder),
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    uses: r.uses,
    usesLimit: r.usesLimit,
    perMobileLimit: r.perMobileLimit,
    active: r.active,
  }));
}

export async function discountCodeForEdit(db: Database, codeNo: number | null) {
  const categoryChoices = await db
    .select({ categoryNo: categories.categoryNo, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
  if (codeNo === null) return { code: null, categoryChoices };
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.codeNo, codeNo));
  if (!row) throw new Response(NO_SUCH_CODE, { status: 404, statusText: 'Not Found' });
  return {
    code: {
      ...row,
      amountOff: toCents(row.amountOff),
      minimumOrder: toCents(row.minimumOrder),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    categoryChoices,
  };
}

/** The categories chosen in the form's list; an unknown number is refused by name. */
async function readCategoryNumbers(db: Parameters<typeof readProductNumbers>[0], form: FormData): Promise<number[]> {
  const picked = form.getAll('categoryNos').map((v) => (typeof v === 'string' ? v.trim() : ''));
  const numbers = [...new Set(picked.filter((p) => /^\d{1,9}$/.test(p)).map(Number))];
  if (picked.length !== numbers.length && picked.some((p) => !/^\d{1,9}$/.test(p))) {
    throw new BackofficeError('Please choose categories from the list.', {
      categoryNos: 'Please choose from the list.',
    });
  }
  if (numbers.length === 0) return [];
  const found = await db
    .select({ n: categories.categoryNo })
    .from(categories)
    .where(inArray(categories.categoryNo, numbers));
  if (found.length !== numbers.length)
    throw new BackofficeError('Please choose categories from the list.', {
      categoryNos: 'Please choose from the list.',
    });
  return numbers;
}

/** Creates (codeNo null) or changes a code; answers its number. Uses so far are never changed here. */
export async function saveDiscountCode(
  db: Database,
  actor: Actor,
  codeNo: number | null,
  form: FormData,
): Promise<number> {
  const f = readForm(discountCodeSchema, form);
  return db.transaction(async (tx) => {
    const productNos = await readProductNumbers(tx, 'productNos', form.get('productNos'));
    const categoryNos = await readCategoryNumbers(tx, form);
    const [taken] = await tx
      .select({ codeNo: discountCodes.codeNo })
      .from(discountCodes)
      .where(
        codeNo === null
          ? eq(discountCodes.code, f.code)
          : and(eq(discountCodes.code, f.code), ne(discountCodes.codeNo, codeNo)),
      );
    if (taken) throw new BackofficeError(CODE_TAKEN, { code: CODE_TAKEN }, 409);
    const values = {
      code: f.code,
      kind: f.kind,
      percentHundredths: f.kind === 'percent' ? (f.percent ?? 0) : 0,
      amountOff: centsToDecimal(f.kind === 'amount' ? (f.amountOff ?? 0) : 0),
      minimumOrder: centsToDecimal(f.minimumOrder ?? 0),
      startsOn: f.startsOn,
      endsOn: f.endsOn,
      usesLimit: f.usesLimit,
      perMobileLimit: f.perMobileLimit,
      categoryNos,
      productNos,
      active: f.active,
      note: f.note,
    };
    if (codeNo === null) {
      const [row] = await tx.insert(discountCodes).values(values).returning({ codeNo: discountCodes.codeNo });
      await recordChange(tx, actor, {
        action: 'discount-code.create',
        entity: 'discount-code',
        entityId: row!.codeNo,
        after: values,
      });
      return row!.codeNo;
    }
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.codeNo, codeNo)).for('update');
    if (!before) throw new BackofficeError(NO_SUCH_CODE, {}, 404);
    await tx
      .update(discountCodes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(discountCodes.codeNo, codeNo));
    await recordChange(tx, actor, {
      action: 'discount-code.update',
      entity: 'discount-code',
      entityId: codeNo,
      before,
      after: values,
    });
    return codeNo;
  });
}
