// The cached answers of one server: compressed bytes under their key, the least recently served going
// first once their bytes pass the budget (PAGE_CACHE_MB). Entries also age out, so what changes with
// time alone (best sellers, new arrivals) drifts by minutes at most (docs/decisions/0030). Each entry
// knows the products it shows: a change to some products drops only their entries, or, for stock that
// did not run out, lets those that show stock figures be served a few seconds more while one request
// renders them again (docs/decisions/0061, 0062); a product added, edited or sold out also drops the
// lists, which it may have moved into (docs/decisions/0067).

export interface CachedAnswer {
  body: Buffer;
  /** Headers to send again: content type, encoding, ETag and, for pages, their script hashes' CSP. */
  headers: Record<string, string>;
  etag: string;
  storedAt: number;
}

interface Entry {
  answer: CachedAnswer;
  /** The exact requests (encoding and raw URL) known to be answered by this entry: they go with it. */
  aliases: string[];
  bytes: number;
  /** The products it shows (their ProductNo). */
  products: readonly number[];
  traits: AnswerTraits;
  /** When the stock of one of its products first changed after it was made; 0: it is current. */
  staleSince: number;
  /** Whether a request is rendering it again (the others keep getting it meanwhile). */
  refreshing: boolean;
}

/** What an answer is, besides the products it shows. */
export interface AnswerTraits {
  /**
   * A list chosen by a query (a category, a search, the home page's, a feed): a product added, edited
   * or sold out may enter it without being in it yet, so any such change drops it.
   */
  list?: boolean;
  /** Whether it shows its products' stock figures; pages show only whether a product is available. Default true. */
  stockFigures?: boolean;
}

/**
 * What happened to some products. stock: only their stock, none ran out (answers showing the figures
 * go stale); shown: what their own answers show (reviews, pictures); edited: added, removed, edited or
 * sold out, which may move them into lists as well.
 */
export type ProductChangeKind = 'stock' | 'shown' | 'edited';

/** What happened to a product's answers since a render began (FillMark). */
interface ProductChange {
  /** The change number of its last change that drops its answers at once. */
  hard: number;
  /** Its last stock change (number and time), which lets its answers go stale. */
  soft: number;
  softAt: number;
}

/** Where the store stood when a render began: what changes later, the render may not have seen. */
export interface FillMark {
  generation: number;
  change: number;
}

const ENTRY_OVERHEAD_BYTES = 512;
const ALIAS_OVERHEAD_BYTES = 128;
/** Spellings of one answer's URL (case, trailing slash, query order) kept for the fast path; others still hit. */
const MAX_ALIASES_PER_ENTRY = 8;

export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  private readonly aliases = new Map<string, string>();
  private bytes = 0;
  /** The keys of the entries that show each product. */
  private readonly byProduct = new Map<number, Set<string>>();
  private readonly productChanges = new Map<number, ProductChange>();
  private changeCount = 0;
  /** The keys of the list entries (AnswerTraits.list). */
  private readonly lists = new Set<string>();
  /** The change number of the last change that drops the lists. */
  private listsChange = 0;
  /** Bumped by clear(): an answer rendered before a change must not be stored after it. */
  generation = 0;

  /**
   * staleMs: how long an answer whose products' stock changed may still be served; refreshAfterMs:
   * how long it is served as it is before one request renders it again, so the changes of those
   * moments cost one render (decision 0062).
   */
  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
    private readonly staleMs = 0,
    private readonly refreshAfterMs = 0,
  ) {}

  /**
   * The answer under key, or undefined for a miss. An answer gone stale is answered as it is for
   * refreshAfterMs, then while someone renders it again; the first to ask after that gets undefined
   * and is that someone, unless `claim` is false (a look-up that cannot render: it gets undefined and
   * leaves the claim to the next).
   */
  get(key: string, now = Date.now(), claim = true): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.answer.storedAt > this.maxAgeMs || (entry.staleSince && now - entry.staleSince > this.staleMs)) {
      this.remove(key);
      return undefined;
    }
    if (entry.staleSince && !entry.refreshing && now - entry.staleSince >= this.refreshAfterMs) {
      if (!claim) return undefined;
      entry.refreshing = true;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** The answer of a request seen before under this alias (encoding and raw URL), as get() would give it. */
  getByAlias(alias: string, now = Date.now()): CachedAnswer | undefined {
    const key = this.aliases.get(alias);
    return key === undefined ? undefined : this.get(key, now, false);
  }

  /** Where the store stands before a render: set() compares with it. */
  mark(): FillMark {
    return { generation: this.generation, change: this.changeCount };
  }

  /**
   * Keeps an answer rendered since `mark`, showing `products`, unless everything was cleared since or
   * one of its products changed so that its answers go at once (or, for a list, any product did); a
   * stock change since makes one that shows stock figures stale from that moment. Answers whether it
   * was kept.
   */
  set(
    key: string,
    answer: CachedAnswer,
    products: readonly number[] = [],
    mark?: FillMark,
    traits: AnswerTraits = {},
  ): boolean {
    let staleSince = 0;
    const stockFigures = traits.stockFigures ?? true;
    if (mark) {
      if (mark.generation !== this.generation) return false;
      if (traits.list && this.listsChange > mark.change) return false;
      for (const productNo of products) {
        const change = this.productChanges.get(productNo);
        if (!change) continue;
        if (change.hard > mark.change) return false;
        if (stockFigures && change.soft > mark.change && (!staleSince || change.softAt < staleSince))
          staleSince = change.softAt;
      }
    }
    const bytes = answer.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES + products.length * 16;
    if (bytes > this.maxBytes / 8) {
      this.remove(key);
      return false;
    }
    this.remove(key);
    this.entries.set(key, { answer, aliases: [], bytes, products, traits, staleSince, refreshing: false });
    if (traits.list) this.lists.add(key);
    for (const productNo of products) {
      let keys = this.byProduct.get(productNo);
      if (!keys) this.byProduct.set(productNo, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += bytes;
    this.evict();
    return true;
  }

  /** A render claimed by get() that will keep nothing (it failed, or was not kept): the next may try. */
  release(key: string) {
    const entry = this.entries.get(key);
    if (entry) entry.refreshing = false;
  }

  /**
   * Some products changed (ProductChangeKind). Their answers go now, with the lists when they were
   * edited; when only their stock did, those showing stock figures go stale (served at most staleMs more).
   */
  productsChanged(products: readonly number[], kind: ProductChangeKind, now = Date.now()) {
    const number = ++this.changeCount;
    const hard = kind !== 'stock';
    if (kind === 'edited' && products.length) {
      this.listsChange = number;
      for (const key of [...this.lists]) this.remove(key);
    }
    // Bounded by the shop's products; a clear() forgets them all.
    for (const productNo of products) {
      const change = this.productChanges.get(productNo) ?? { hard: 0, soft: 0, softAt: 0 };
      if (hard) change.hard = number;
      else if (change.soft <= change.hard || now - change.softAt > this.staleMs) {
        // softAt stays the first change's time while its answers are stale: the window counts from it.
        change.soft = number;
        change.softAt = now;
      } else change.soft = number;
      this.productChanges.set(productNo, change);
      const keys = this.byProduct.get(productNo);
      if (!keys) continue;
      for (const key of [...keys]) {
        const entry = this.entries.get(key);
        if (!entry) continue;
        if (hard || this.staleMs <= 0) this.remove(key);
        else if (!entry.staleSince && (entry.traits.stockFigures ?? true)) entry.staleSince = now;
      }
    }
  }

  /** Another name for the entry under key, forgotten with it; counted in the budget like the entry. */
  addAlias(alias: string, key: string) {
    const entry = this.entries.get(key);
    if (!entry || this.aliases.has(alias) || entry.aliases.length >= MAX_ALIASES_PER_ENTRY) return;
    const bytes = alias.length * 2 + ALIAS_OVERHEAD_BYTES;
    entry.aliases.push(alias);
    entry.bytes += bytes;
    this.bytes += bytes;
    this.aliases.set(alias, key);
    this.evict();
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.aliases.clear();
    this.byProduct.clear();
    this.lists.clear();
    this.productChanges.clear();
    this.bytes = 0;
  }

  /** How many entries are lists (tests and figures). */
  get listCount() {
    return this.lists.size;
  }

  /** How many entries show the product (tests and figures). */
  entriesShowing(productNo: number): number {
    return this.byProduct.get(productNo)?.size ?? 0;
  }

  get size() {
    return this.entries.size;
  }

  get aliasCount() {
    return this.aliases.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  private evict() {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.lists.delete(key);
    for (const alias of old.aliases) this.aliases.delete(alias);
    for (const productNo of old.products) {
      const keys = this.byProduct.get(productNo);
      keys?.delete(key);
      if (keys?.size === 0) this.byProduct.delete(productNo);
    }
    this.bytes -= old.bytes;
  }
}
