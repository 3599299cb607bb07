// What every area's part of the desk is built from (server/backoffice/desk.ts puts them together): the
// signed-in staff member's context, a room (the services one area of the roles table opens), and the
// small readers of a page's numbers that every area shares.
import type { Database } from '../../../database/connect';
import type { Area } from '../../../shop-rules/api/backoffice';
import type { Config } from '../../config';
import type { Actor } from './audit';
import { BackofficeError, notFound } from './errors';

export interface DeskDeps {
  db: Database;
  config: Config;
}

/** Who is at the desk, as the areas need it (the staff area's session, server/backoffice/staff/). */
export interface DeskSession {
  sessionId: string;
  staffUserNo: number;
  email: string;
  role: string;
}

/** What the environment says about the shop before the owner changes its settings. */
export interface SettingsDefaults {
  shopName: string;
  cardGatewayEnabled: boolean;
}

export interface DeskContext extends DeskDeps {
  session: DeskSession;
  /** The audit log's 'who'. */
  actor: Actor;
  defaults: SettingsDefaults;
  /** Whether this staff member's role opens another area too (the roles table, staff/roles.ts). */
  mayOpen: (area: Area) => boolean;
}

export function deskContext(deps: DeskDeps, session: DeskSession, mayOpen: (area: Area) => boolean): DeskContext {
  return {
    ...deps,
    session,
    mayOpen,
    actor: { staffUserNo: session.staffUserNo },
    defaults: { shopName: deps.config.SHOP_NAME, cardGatewayEnabled: deps.config.CARD_GATEWAY_ENABLED },
  };
}

/**
 * One room of the desk: the services it hands out, opened only for a role the roles table lets into
 * `area` (null: every signed-in role, as their own account is).
 */
export interface Room<Services> {
  area: Area | null;
  open: (ctx: DeskContext) => Services;
}

export const room = <Services>(area: Area | null, open: (ctx: DeskContext) => Services): Room<Services> => ({
  area,
  open,
});

/** Reading one record: 'no such order' is the 404 page. */
export async function found<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof BackofficeError && err.status === 404)
      throw new Response(err.message, { status: 404, statusText: 'Not Found' });
    throw err;
  }
}

/** A record number posted by a form; anything but a whole number in the column's range is 'no such …'. */
export function id(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) throw notFound(what);
  return value;
}

export const optionalId = (value: number | null, what: string) => (value === null ? null : id(value, what));

/** The page of a list asked for in the address (`?page=`), 1 when absent or not a page number. */
export const page = (query: URLSearchParams) => {
  const n = query.get('page') ?? '';
  return /^\d{1,6}$/.test(n) && Number(n) > 0 ? Number(n) : 1;
};

/** A number in the address (`?category=12`), or null. */
export const numberParam = (value: string | null) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : null);
