// The staff area's part of the desk: staff accounts and the owners' two-step requirement, the audit log
// (who changed what), and every staff member's own account (password, two-step sign-in).

import { signInCodeSchema } from '../../../shop-rules/forms/staff';
import { readShopSettings } from '../../settings/shop-settings';
import { auditEntities, auditEntries } from '../shared/audit';
import { type DeskContext, id, page, room } from '../shared/desk-kit';
import { formFields, readForm } from '../shared/form-fields';
import { changeOwnPassword, createStaff, listStaff, resetStaffPassword, updateStaff } from './staff-accounts';
import {
  clearTwoStepFor,
  confirmTwoStep,
  renewRecoveryCodes,
  setTwoStepRequired,
  startTwoStep,
  turnOffTwoStep,
  twoStepRequired,
  twoStepStatus,
} from './two-step';

const typed = (form: FormData, key: string) => String(form.get(key) ?? '');
/** A form of one authenticator or recovery code: checked as the page checks it (shop-rules/forms/staff.ts). */
const codeOf = (form: FormData) => {
  readForm(signInCodeSchema, form);
  return typed(form, 'code');
};

/** Every role: their own password and two-step sign-in. */
function ownAccount({ db, session, defaults }: DeskContext) {
  const me = { staffUserNo: session.staffUserNo, email: session.email };
  return {
    twoStep: () => twoStepStatus(db, session.staffUserNo),
    startTwoStep: async () => {
      const issuer = (await readShopSettings(db, defaults)).shopName;
      const setUp = await startTwoStep(db, me, issuer);
      return {
        ok: true as const,
        msg: 'Scan the QR code with your authenticator app, then type the code it shows.',
        setUp,
      };
    },
    confirmTwoStep: async (form: FormData) => ({
      ok: true as const,
      msg: 'Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once, instead of a code, if you lose your phone. They are shown only now.',
      recoveryCodes: await confirmTwoStep(db, me, codeOf(form)),
    }),
    renewRecoveryCodes: async (form: FormData) => ({
      ok: true as const,
      msg: 'New recovery codes: the old ones no longer work. They are shown only now.',
      recoveryCodes: await renewRecoveryCodes(db, me, codeOf(form)),
    }),
    turnOffTwoStep: async (form: FormData) => {
      await turnOffTwoStep(db, me, codeOf(form));
      return 'Two-step sign-in is off: you sign in with your password alone.';
    },
    changePassword: async (form: FormData) => {
      await changeOwnPassword(
        db,
        { staffUserNo: session.staffUserNo, sessionId: session.sessionId },
        { current: typed(form, 'current'), password: typed(form, 'password'), confirm: typed(form, 'confirm') },
      );
      return 'Your password is changed. Your other sessions have ended.';
    },
  };
}

/** The owner's: staff accounts, their passwords and the two-step requirement. */
function staffAccounts({ db, actor }: DeskContext) {
  return {
    list: () => listStaff(db),
    create: async (form: FormData) => {
      await createStaff(db, actor, formFields(form));
      return `${typed(form, 'name').trim()} can now sign in.`;
    },
    update: async (staffUserNo: number, form: FormData) => {
      await updateStaff(db, actor, id(staffUserNo, 'staff member'), formFields(form));
      return 'Saved.';
    },
    twoStepRequired: () => twoStepRequired(db),
    setTwoStepRequired: (form: FormData) => setTwoStepRequired(db, actor, form.get('required') === 'on'),
    clearTwoStep: (staffUserNo: number) => clearTwoStepFor(db, actor, id(staffUserNo, 'staff member')),
    resetPassword: async (staffUserNo: number, form: FormData) => {
      await resetStaffPassword(db, actor, id(staffUserNo, 'staff member'), typed(form, 'password'));
      return 'The new password is set; their sessions have ended.';
    },
  };
}

export const staffDesk = {
  staffAccounts: room('staff', staffAccounts),
  audit: room('audit', ({ db }) => ({
    list: (query: URLSearchParams) =>
      auditEntries(db, {
        entity: query.get('entity') || undefined,
        entityId: query.get('id') || undefined,
        page: page(query),
        pageSize: 50,
      }),
    entities: () => auditEntities(db),
  })),
  account: room(null, ownAccount),
};
