// The cash desk's forms (docs/product.md#cash-from-the-door-to-the-bank): a driver's cash counted at the
// hand-over, hand-overs banked on one slip, a deposit confirmed against the statement, and a courier's
// settlement file to check. Checked in the back office's browser and again by the server
// (docs/decisions/0075); whether a count differs from what the driver recorded is the server's to say.
import { z } from 'zod';
import { MAX_REASON_LENGTH, MAX_SLIP_LENGTH } from '../delivery/cash-custody';
import { INT4_MAX, money, text, ticked, whole } from './fields';

export const handOverSchema = z.object({
  driver: whole('Driver', 1, INT4_MAX, { required: true }),
  counted: money('Counted', { required: true }).transform((c) => c ?? 0),
  reason: text('Reason', { max: MAX_REASON_LENGTH }),
});

export const bankSchema = z.object({
  handover: ticked('Choose the hand-overs on this slip.'),
  slip: text('Deposit slip reference', { max: MAX_SLIP_LENGTH, required: true }),
});

/** The deposit is named by the form's hidden depositNo, as an order by its address. */
export const confirmDepositSchema = z.object({
  statement: text('Statement line', { max: MAX_SLIP_LENGTH, required: true }),
});

/** The file itself is read by the server (its columns, its rows); the form names the courier. */
export const courierFileSchema = z.object({ courier: text('Courier', { max: 80, required: true }) });
