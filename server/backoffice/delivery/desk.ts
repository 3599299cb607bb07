// The delivery area's part of the desk: areas and the minimum, runs and their sheets, orders received
// back (room `delivery`, the office); a driver's own runs and the actions the phone sends (room
// `driving`, drivers only: staff/roles.ts, decision 0081).

import { newRunSchema } from '../../../shop-rules/forms/delivery';
import { mediaStoreFor } from '../../media/open-store';
import { whatsappSettings } from '../../whatsapp/whatsapp-settings';
import { found, id, room } from '../shared/desk-kit';
import { BackofficeError } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { areasPage, removeArea, saveArea, saveDeliveryMinimum } from './delivery-areas';
import { receiveBack } from './received-back';
import {
  buildRun,
  drivers,
  leaveRun,
  listRuns,
  orderStops,
  readyOrders,
  returningOrders,
  runSheet,
  runsOfDriver,
  startRunDay,
} from './runs';
import { readStopAction, recordWithPhoto, type StopAnswer } from './stop-actions';
import { checkPhoto, photoFile } from './stop-photos';

const numbers = (values: FormDataEntryValue[]) =>
  values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647);

/** At most this many actions in one sending from the phone. */
const MAX_ACTIONS_AT_ONCE = 100;

export const deliveryDesk = {
  delivery: room('delivery', ({ db, config, actor, session }) => {
    const mails = {
      shopName: config.SHOP_NAME,
      publicBaseUrl: config.publicBaseUrl,
      whatsapp: whatsappSettings(config),
    };
    return {
      areas: () => areasPage(db),
      saveArea: (areaNo: number | null, form: FormData) => saveArea(db, actor, areaNo, form),
      removeArea: (areaNo: number) => removeArea(db, actor, id(areaNo, 'delivery area')),
      saveMinimum: (form: FormData) => {
        if (session.role !== 'owner') throw new BackofficeError('Only an owner sets the delivery minimum.');
        return saveDeliveryMinimum(db, actor, form);
      },
      runsPage: async (query: URLSearchParams) => {
        const day = query.get('day');
        const area = query.get('area');
        const [ready, runs, driverList, areas, returning] = await Promise.all([
          readyOrders(db, { day, areaNo: area ? Number(area) || null : null, anyDay: query.get('due') === 'any' }),
          listRuns(db, { day }),
          drivers(db),
          areasPage(db),
          returningOrders(db),
        ]);
        return { ready, runs, drivers: driverList, areas: areas.areas, returning };
      },
      buildRun: async (form: FormData) => {
        // Read with the schema its page checks too (shop-rules/forms/delivery.ts).
        const { driver } = readForm(newRunSchema, form);
        const runNo = await buildRun(db, actor, {
          day: String(form.get('day') ?? ''),
          driverStaffNo: driver!,
          orderNos: numbers(form.getAll('order')),
        });
        return { ok: true as const, msg: `Run ${runNo} built.`, runNo };
      },
      orderStops: (runNo: number, form: FormData) =>
        orderStops(db, actor, id(runNo, 'run'), numbers(form.getAll('stop'))),
      leaveRun: (runNo: number) => leaveRun(db, mails, actor, id(runNo, 'run')),
      startRunDay: async (runNo: number) => {
        const moved = await startRunDay(db, mails, actor, id(runNo, 'run'));
        return moved > 0
          ? `${moved} orders are out for delivery today.`
          : 'Nothing to move: not the run’s day yet, or already done.';
      },
      sheet: (runNo: number) => found(Promise.resolve().then(() => runSheet(db, id(runNo, 'run'), session))),
      receiveBack: (orderNo: number) => receiveBack(db, mails, actor, id(orderNo, 'order')),
    };
  }),

  // Photos of proof: whoever may open the order sees them on its page (decision 0090).
  deliveryProof: room('orders', ({ db, config }) => ({
    photo: (orderNo: number, attemptNo: number) =>
      photoFile(db, mediaStoreFor(config), id(orderNo, 'order'), id(attemptNo, 'attempt')),
  })),

  driving: room('driving', ({ db, config, session }) => {
    const driver = { staffUserNo: session.staffUserNo };
    const mails = {
      shopName: config.SHOP_NAME,
      publicBaseUrl: config.publicBaseUrl,
      whatsapp: whatsappSettings(config),
    };
    return {
      /** The driver's runs with their sheets; a run of today that has left moves its orders to Enroute. */
      runs: async () => {
        const runs = await runsOfDriver(db, driver.staffUserNo);
        for (const r of runs) if (r.state === 'left') await startRunDay(db, mails, driver, r.runNo);
        return Promise.all(runs.map((r) => runSheet(db, r.runNo, session)));
      },
      sheet: (runNo: number) => found(Promise.resolve().then(() => runSheet(db, id(runNo, 'run'), session))),
      /** The phone's queued actions, each recorded once by its key; each gets its own answer. */
      send: async (
        actions: unknown[],
        /** The actions' photos by action key, as sent (decision 0090). */
        photos: ReadonlyMap<string, Uint8Array> = new Map(),
      ): Promise<((StopAnswer & { ok: true }) | { key: string; ok: false; msg: string; status: number })[]> => {
        const answers = [];
        for (const raw of actions.slice(0, MAX_ACTIONS_AT_ONCE)) {
          const key = String((raw as { key?: unknown })?.key ?? '');
          try {
            const action = readStopAction(raw);
            const sent = photos.get(action.key);
            const photo = sent ? checkPhoto(Buffer.from(sent)) : null;
            answers.push({
              ok: true as const,
              ...(await recordWithPhoto(db, mails, mediaStoreFor(config), driver, action, photo)),
            });
          } catch (err) {
            if (!(err instanceof BackofficeError)) throw err;
            answers.push({ key, ok: false as const, msg: err.message, status: err.status });
          }
        }
        return answers;
      },
    };
  }),
};
