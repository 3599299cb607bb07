// The cached answers of one server: compressed bytes under their key, the least recently served going
// first once their bytes pass the budget (PAGE_CACHE_MB). Entries also age out, so what changes with
// time alone (best sellers, new arrivals) drifts by minutes at most (docs/decisions/0030).

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
}

const ENTRY_OVERHEAD_BYTES = 512;
const ALIAS_OVERHEAD_BYTES = 128;
/** Spellings of one answer's URL (case, trailing slash, query order) kept for the fast path; others still hit. */
const MAX_ALIASES_PER_ENTRY = 8;

export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  private readonly aliases = new Map<string, string>();
  private bytes = 0;
  /** Bumped by clear(): an answer rendered before a change must not be stored after it. */
  generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.answer.storedAt > this.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** The answer of a request seen before under this alias (encoding and raw URL), as get() would give it. */
  getByAlias(alias: string, now = Date.now()): CachedAnswer | undefined {
    const key = this.aliases.get(alias);
    return key === undefined ? undefined : this.get(key, now);
  }

  set(key: string, answer: CachedAnswer) {
    const bytes = answer.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, { answer, aliases: [], bytes });
    this.bytes += bytes;
    this.evict();
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
    this.bytes = 0;
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
    for (const alias of old.aliases) this.aliases.delete(alias);
    this.bytes -= old.bytes;
  }
}
