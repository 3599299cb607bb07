// The cash area's part of the desk: cash on the road, hand-overs counted, banking and confirming,
// the reconciliation and couriers' settlements (owner and manager: staff/roles.ts, decisions 0082, 0083).
import { bankSchema, confirmDepositSchema, courierFileSchema, handOverSchema } from '../../../shop-rules/forms/cash';
import { found, id, room } from '../shared/desk-kit';
import { BackofficeError } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { applySettlement, dryRunSettlement, settlement, settlementCsv } from './courier-settlement';
import { bankHandovers, cashPage, confirmDeposit, handOver } from './custody';
import { reconciliation, reconciliationCsv } from './reconciliation';

const numbers = (values: FormDataEntryValue[]) =>
  values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647);

export const cashDesk = {
  cash: room('cash', ({ db, actor, session }) => ({
    page: () => cashPage(db),
    handOver: async (form: FormData) => {
      // Each form is read with the schema its page checks too (shop-rules/forms/cash.ts).
      const f = readForm(handOverSchema, form);
      const done = await handOver(
        db,
        { staffUserNo: session.staffUserNo },
        { driverStaffNo: f.driver!, counted: f.counted, reason: f.reason },
      );
      return { ok: true as const, ...done };
    },
    bank: async (form: FormData) => {
      const { slip } = readForm(bankSchema, form);
      const done = await bankHandovers(db, actor, numbers(form.getAll('handover')), slip);
      return { ok: true as const, ...done };
    },
    confirm: (depositNo: number, form: FormData) =>
      confirmDeposit(db, actor, id(depositNo, 'deposit'), readForm(confirmDepositSchema, form).statement),
    reconciliation: (from: string, to: string) => reconciliation(db, from, to),
    reconciliationCsv: async (from: string, to: string) => reconciliationCsv(await reconciliation(db, from, to)),
    dryRunCourier: async (form: FormData) => {
      const { courier } = readForm(courierFileSchema, form);
      const file = form.get('file');
      if (!(file instanceof Blob) || file.size === 0)
        throw new BackofficeError('Choose the courier’s CSV file.', { file: 'Choose a file.' });
      const name = file instanceof File ? file.name : 'settlement.csv';
      const done = await dryRunSettlement(db, actor, courier, name, await file.text());
      return { ok: true as const, msg: `${done.plan.matched} rows match, ${done.plan.differences} differ.`, ...done };
    },
    settlement: (settlementNo: number) => found(settlement(db, id(settlementNo, 'settlement'))),
    settlementCsv: async (settlementNo: number) =>
      settlementCsv((await found(settlement(db, id(settlementNo, 'settlement')))).plan),
    applyCourier: async (settlementNo: number) => {
      const done = await applySettlement(db, actor, id(settlementNo, 'settlement'));
      return { ok: true as const, ...done };
    },
  })),
};
