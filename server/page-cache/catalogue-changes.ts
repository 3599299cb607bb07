// Hears the database say the catalogue changed (a trigger on every table pages read calls pg_notify,
// delivered at commit, naming the table and, for any change to products, their variants, reviews or
// pictures, the products: database/migrations/0004, 0016, 0020 and 0021; docs/decisions/0061, 0067). PostgreSQL: one
// connection of its own per server, LISTENing; PGlite: its own listen(). While the connection is down
// this server cannot know of changes, so its cache stands aside until it is back (docs/decisions/0030).
import type { Database } from '../../database/connect';

export const CATALOGUE_CHANNEL = 'shop_catalogue_changed';

export interface ChangeLog {
  warn(obj: object, msg: string): void;
}

export interface CatalogueChanges {
  /** False while changes could be missed: the cache then serves nothing. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * What changed: the table a notice names, or undefined when any of them may have (listening started
 * again, or a notice from a database whose trigger names none).
 */
export type ChangedTable = string | undefined;

/**
 * The products a keyed notice names: only they changed, nothing else. stock: only their stock, none
 * sold out; soldOut: stock that has just run out (of the product or of a variant); shown: their
 * reviews or pictures; edited: added, removed or edited (price, name, category, stock back from none).
 */
export interface ProductChanges {
  stock: number[];
  soldOut: number[];
  shown: number[];
  edited: number[];
}

/** Told of a change: its table, and the products when the notice names them (else: anything may have changed). */
export type ChangeListener = (table: ChangedTable, products?: ProductChanges) => void;

/** One listening connection per server, heard by every keeper of catalogue data (page cache, standing data). */
export interface CatalogueSignal extends CatalogueChanges {
  /** onChange: as for listenForCatalogueChanges. */
  subscribe(onChange: ChangeListener): void;
}

const KEYED_LISTS: Record<string, keyof ProductChanges> = {
  stock: 'stock',
  sold: 'soldOut',
  shown: 'shown',
  edited: 'edited',
};

/**
 * A notice's payload: `table`, or `table stock=1,2;sold=3` / `table shown=4` / `table edited=5`
 * (database/migrations/0020, 0021).
 */
export function parseNotice(payload: string | undefined): [ChangedTable, ProductChanges?] {
  if (!payload) return [undefined];
  const space = payload.indexOf(' ');
  if (space < 0) return [payload];
  const table = payload.slice(0, space);
  const products: ProductChanges = { stock: [], soldOut: [], shown: [], edited: [] };
  for (const part of payload.slice(space + 1).split(';')) {
    const [kind = '', ids = ''] = part.split('=');
    const list = KEYED_LISTS[kind];
    const numbers = ids.split(',').map(Number);
    // A notice this server cannot read: as if anything of the table changed.
    if (!list || numbers.some((n) => !Number.isSafeInteger(n))) return [table];
    products[list].push(...numbers);
  }
  return [table, products];
}

export async function catalogueSignal(db: Database, log: ChangeLog): Promise<CatalogueSignal> {
  const subscribers = new Set<ChangeListener>();
  const changes = await listenForCatalogueChanges(
    db,
    (table, products) => {
      for (const onChange of subscribers) onChange(table, products);
    },
    log,
  );
  return {
    listening: () => changes.listening(),
    close: () => changes.close(),
    subscribe: (onChange) => void subscribers.add(onChange),
  };
}

interface PgliteClient {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification' | 'error' | 'end', cb: (arg?: unknown) => void): void;
}

interface PgPool {
  options: object;
  Client: new (options: object) => PgClient;
}

const RETRY_MS = 1_000;

/** onChange: called for every change and whenever listening starts again (changes may have been missed). */
export async function listenForCatalogueChanges(
  db: Database,
  onChange: ChangeListener,
  log: ChangeLog,
): Promise<CatalogueChanges> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as PgliteClient).listen === 'function') {
    const stop = await (client as PgliteClient).listen(CATALOGUE_CHANNEL, (payload) =>
      onChange(...parseNotice(payload)),
    );
    return { listening: () => true, close: () => stop() };
  }
  return listenOnPostgres(client as PgPool, onChange, log);
}

async function listenOnPostgres(pool: PgPool, onChange: ChangeListener, log: ChangeLog): Promise<CatalogueChanges> {
  let connection: PgClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (conn: PgClient) => {
    if (connection !== conn) return;
    connection = undefined;
    conn.end().catch(() => {});
    onChange(undefined);
    if (!closed) retry = setTimeout(connect, RETRY_MS);
  };

  async function connect() {
    const conn = new pool.Client(pool.options);
    conn.on('error', () => lost(conn));
    conn.on('end', () => lost(conn));
    try {
      await conn.connect();
      conn.on('notification', (msg) => onChange(...parseNotice((msg as { payload?: string } | undefined)?.payload)));
      await conn.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (closed) return void conn.end().catch(() => {});
      connection = conn;
      // Whatever changed while nobody listened is unknown: start afresh.
      onChange(undefined);
    } catch (err) {
      log.warn({ code: (err as { code?: string }).code }, 'cannot listen for catalogue changes: cache off meanwhile');
      conn.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RETRY_MS);
    }
  }

  await connect();
  return {
    listening: () => connection !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const conn = connection;
      connection = undefined;
      await conn?.end().catch(() => {});
    },
  };
}
