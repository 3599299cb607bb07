// Media in a folder on this machine: the default, for one server (MEDIA_DIR, or DATA_DIR/media).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isMediaKey, type MediaOpenResult, type MediaStore } from './media-store';

/** 'bytes=a-b', 'bytes=a-' or 'bytes=-n' against a size; null when unsatisfiable, undefined when absent. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

export function folderStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error('Not a media key');
    return path.join(root, ...key.split('/'));
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'folder',
    where: root,
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, body);
    },
    async read(key) {
      if (!isMediaKey(key)) return null;
      return fsp.readFile(fileOf(key)).catch((err) => {
        if (missing(err)) return null;
        throw err;
      });
    },
    async open(key, opts = {}): Promise<MediaOpenResult> {
      if (!isMediaKey(key)) return { kind: 'missing' };
      const file = fileOf(key);
      const stat = await fsp.stat(file).catch((err) => {
        if (missing(err)) return null;
        throw err;
      });
      if (!stat?.isFile()) return { kind: 'missing' };
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      if (opts.ifNoneMatch && opts.ifNoneMatch === etag) return { kind: 'not-modified' };
      const range = parseRange(opts.range, stat.size);
      if (range === null) return { kind: 'bad-range', total: stat.size };
      const { start, end } = range ?? { start: 0, end: stat.size - 1 };
      return {
        kind: 'found',
        object: {
          body: fs.createReadStream(file, { start, end }),
          contentType: contentTypeOf(key),
          length: Math.max(0, end - start + 1),
          etag,
          lastModified: stat.mtime,
          contentRange: range ? `bytes ${start}-${end}/${stat.size}` : undefined,
        },
      };
    },
    async remove(keys) {
      await Promise.all(keys.filter(isMediaKey).map((k) => fsp.rm(fileOf(k), { force: true })));
    },
    async *list() {
      const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch((err) => {
        if (missing(err)) return [];
        throw err;
      });
      for (const e of entries) {
        if (!e.isFile()) continue;
        const key = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
        if (isMediaKey(key)) yield key;
      }
    },
    async check() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
    close() {},
  };
}
