// What every page needs and only the back office changes: the settings rows, the categories and the
// active banners. Read in one statement, and kept in this server's memory until the database says the
// catalogue or the settings changed (the page cache's signal, server/page-cache/catalogue-changes.ts),
// so a page costs its own statement alone (docs/decisions/0044).
import { sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import type { Banner, Category } from '../../shop-rules/api/catalogue';
import { SETTINGS_KEY, WIPAY_SETTINGS_KEY } from '../settings/shop-settings';
import { CategoryIndex, type CategoryNode } from './category-index';
import { categoryTreeOf } from './category-tree';
import { queryRows } from './lists/search-sql';

export interface StandingData {
  settingsRows: { shop: unknown; wipay: unknown };
  categories: CategoryIndex;
  /** The ALL CATEGORIES tree, built once per change. */
  tree: Category[];
  /** The home page slider's banners, in the staff's order. */
  banners: Banner[];
}

interface StandingRow {
  settings: { key: string; value: unknown }[] | null;
  categories: CategoryNode[] | null;
  banners: Banner[] | null;
}

/** One round trip: each part a JSON column. */
export async function readStandingData(db: Database): Promise<StandingData> {
  const [row] = await queryRows<StandingRow>(
    db,
    sql`select
      (select json_agg(json_build_object('key', key, 'value', value)) from settings
        where key in (${SETTINGS_KEY}, ${WIPAY_SETTINGS_KEY})) as settings,
      (select json_agg(json_build_object('categoryNo', category_no, 'parentNo', parent_no, 'name', name,
        'sortOrder', sort_order) order by sort_order, category_no) from categories) as categories,
      (select json_agg(json_build_object('BannerNo', banner_no, 'Title', title, 'ImageFilePath', image_path)
        order by sort_order, banner_no) from banners where active) as banners`,
  );
  const settings = row?.settings ?? [];
  const categories = new CategoryIndex(row?.categories ?? []);
  return {
    settingsRows: {
      shop: settings.find((s) => s.key === SETTINGS_KEY)?.value,
      wipay: settings.find((s) => s.key === WIPAY_SETTINGS_KEY)?.value,
    },
    categories,
    tree: categoryTreeOf(categories),
    banners: row?.banners ?? [],
  };
}

/** Told of every change (the table it names, if any), and whether changes could be missed (then nothing is kept). */
export interface ChangeSignal {
  listening(): boolean;
  subscribe(onChange: (table: string | undefined) => void): void;
}

/** The tables readStandingData reads: an order's stock update (products) leaves it alone. */
const STANDING_TABLES = new Set(['settings', 'categories', 'banners']);

/** The standing data as this server holds it (keptUntilChange). */
export function standingDataKeeper(db: Database, signal?: ChangeSignal): () => Promise<StandingData> {
  return keptUntilChange(() => readStandingData(db), signal, STANDING_TABLES);
}

/**
 * What `read` answers, kept until the signal tells of a change to one of its tables. Without a signal (or while it is down),
 * nothing is kept between asks; asks made while a read is under way share it all the same (a page's
 * loaders ask side by side). A read under way when a change comes may have seen the database before
 * it: it is not kept.
 */
export function keptUntilChange<T>(
  read: () => Promise<T>,
  signal?: ChangeSignal,
  /** The tables it is read from; a change naming another table keeps it. Default: every change drops it. */
  tables?: ReadonlySet<string>,
): () => Promise<T> {
  let current: Promise<T> | undefined;
  signal?.subscribe((table) => {
    if (table !== undefined && tables && !tables.has(table)) return;
    current = undefined;
  });
  return () => {
    if (current) return current;
    const reading = read();
    current = reading;
    const keep = signal?.listening() ?? false;
    const forget = () => {
      if (current === reading) current = undefined;
    };
    reading.then(keep ? undefined : forget, forget);
    return reading;
  };
}
