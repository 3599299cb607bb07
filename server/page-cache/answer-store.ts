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

const ENTRY_OVERHEAD_BYTES = 512;

export class AnswerStore {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  /** Bumped by clear(): an answer rendered before a change must not be stored after it. */
  generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.remove(key);
    if (now - hit.storedAt > this.maxAgeMs) return undefined;
    this.entries.set(key, hit);
    this.bytes += sizeOf(key, hit);
    return hit;
  }

  set(key: string, answer: CachedAnswer) {
    const size = sizeOf(key, answer);
    if (size > this.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, entry);
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, old);
  }
}

function sizeOf(key: string, answer: CachedAnswer): number {
  return answer.body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}
