// The delivery pages' forms (docs/product.md#delivery-areas-and-days, #runs-and-attempts): an area's
// name, extra charge and whether it is served (its weekdays and cities are ticked boxes the server
// reads), the owner's delivery minimum, and a new run's orders and driver. Checked in the back office's
// browser and again by the server (docs/decisions/0075).
import { z } from 'zod';
import { checkbox, INT4_MAX, money, text, ticked, whole } from './fields';

export const areaSchema = z.object({
  name: text('Area name', { max: 80, required: true }),
  extraCharge: money('Extra charge'),
  served: checkbox(),
});

export const minimumSchema = z.object({
  minimumOn: checkbox(),
  minimum: money('Minimum for delivery', { required: true }),
});

export const NO_ORDER_FOR_RUN = 'Choose at least one order for the run.';

/** The ticked orders are read by the server in full (their numbers, their state); the form needs one. */
export const newRunSchema = z.object({
  order: ticked(NO_ORDER_FOR_RUN),
  driver: whole('Driver', 1, INT4_MAX, { required: true }),
});
