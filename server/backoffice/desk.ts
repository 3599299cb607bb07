// What one signed-in staff member may do, bound to them for the audit log. Each area registers its
// rooms (its folder's desk.ts); a room's services are handed out only to a role the roles table lets
// into its area (staff/roles.ts), so a page that asked for the wrong area still gets 403.
// A new area is one folder with its desk.ts, and one line in AREAS below.

import { cashDesk } from './cash/desk';
import { catalogueDesk } from './catalogue/desk';
import { channelsDesk } from './channels/desk';
import { customersDesk } from './customers/desk';
import { deliveryDesk } from './delivery/desk';
import { discountsDesk } from './discounts/desk';
import { mailsDesk } from './mails/desk';
import { ordersDesk } from './orders/desk';
import { paymentsDesk } from './payments/desk';
import { reportsDesk } from './reports/desk';
import { returnsDesk } from './returns/desk';
import { settingsDesk } from './settings/desk';
import { type DeskDeps, deskContext, type Room } from './shared/desk-kit';
import { forbidden } from './shared/errors';
import { areasOf, ROLE_NAMES, roleMay, type StaffSession } from './staff';
import { staffDesk } from './staff/desk';
import { stockDesk } from './stock/desk';

export type { DeskDeps };

/** Every area's rooms, one line an area. */
const AREAS = [
  staffDesk,
  ordersDesk,
  paymentsDesk,
  returnsDesk,
  catalogueDesk,
  stockDesk,
  customersDesk,
  discountsDesk,
  reportsDesk,
  settingsDesk,
  mailsDesk,
  deliveryDesk,
  cashDesk,
  channelsDesk,
] as const;

type Rooms = UnionToIntersection<(typeof AREAS)[number]>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

const ROOMS: ReadonlyMap<string, Room<unknown>> = (() => {
  const rooms = new Map<string, Room<unknown>>();
  for (const area of AREAS)
    for (const [name, r] of Object.entries(area)) {
      // Two areas naming one room would hide one of them: refused when the server starts.
      if (rooms.has(name)) throw new Error(`Two back-office areas register the room "${name}".`);
      rooms.set(name, r);
    }
  return rooms;
})();

export type Desk = {
  staff: {
    staffUserNo: number;
    name: string;
    email: string;
    role: StaffSession['role'];
    roleName: string;
    areas: ReturnType<typeof areasOf>;
  };
  csrfToken: string;
} & { readonly [Name in keyof Rooms]: Rooms[Name] extends Room<infer Services> ? Services : never };

export function openDesk(deps: DeskDeps, session: StaffSession): Desk {
  const ctx = deskContext(deps, session, (area) => roleMay(session.role, area));
  const desk = {
    staff: {
      staffUserNo: session.staffUserNo,
      name: session.name,
      email: session.email,
      role: session.role,
      roleName: ROLE_NAMES[session.role],
      areas: areasOf(session.role),
    },
    csrfToken: session.csrfToken,
  };
  for (const [name, r] of ROOMS)
    Object.defineProperty(desk, name, {
      enumerable: true,
      get: () => {
        if (r.area && !roleMay(session.role, r.area)) throw forbidden();
        return r.open(ctx);
      },
    });
  return desk as Desk;
}
