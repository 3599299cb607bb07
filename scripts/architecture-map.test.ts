// docs/architecture.md is the map a newcomer reads first: every file and folder it names must exist,
// and every decision record and product section it points to. The decision records each say whether
// they stand, and speak in the repository's own words (no issue numbers). A name written without its folder
// (`place-order.ts` in the row of `server/orders/`) is looked for beside the paths named before it in
// the same paragraph or table row.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, SHOP_FOLDERS } from './import-boundaries';

/** The repository's own top folders a path may start with. */
const TOP = [...SHOP_FOLDERS, 'docs', 'public'];
/** Made by the build or at run time, not kept in the repository. */
const GENERATED = ['build', 'data', 'node_modules', '.react-router'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|json|md|sql)$/;

const exists = (rel: string) => fs.existsSync(path.join(projectRoot, rel));

/** A backticked token that names a file or folder of the repository, or null. */
function pathOf(token: string): string | null {
  const t = token.replace(/\(\)$/, '');
  if (!/^[\w.@+-]+(\/[\w.@+-]*)*$/.test(t) || GENERATED.includes(t.split('/')[0]!)) return null;
  if (t.includes('/')) return TOP.includes(t.split('/')[0]!) || SOURCE.test(t) || t.endsWith('/') ? t : null;
  return SOURCE.test(t) && /[a-z]/.test(t.split('.')[0]!) ? t : null;
}

/** Paragraphs and table rows, each with the paths named in backticks, in order. */
function blocks(markdown: string): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current);
    current = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('|') || line.startsWith('```')) flush();
    for (const m of line.matchAll(/`([^`]+)`/g)) {
      const p = pathOf(m[1]!);
      if (p) current.push(p);
    }
    if (line.startsWith('|')) flush();
  }
  flush();
  return out;
}

/** Where a path named in a block is: as written, else beside a path named before it. */
function missingIn(block: string[]): string[] {
  const missing: string[] = [];
  const context: string[] = [];
  for (const p of block) {
    const rooted = TOP.includes(p.split('/')[0]!) || p.startsWith('.');
    const found = rooted ? exists(p) : context.some((dir) => exists(path.join(dir, p)));
    if (!found) missing.push(p);
    if (rooted) {
      const dir = p.endsWith('/') ? p : path.dirname(p);
      for (let d = dir; d !== '.' && d !== '/'; d = path.dirname(d)) if (!context.includes(d)) context.push(d);
    }
  }
  return missing;
}

describe('docs/architecture.md', () => {
  const map = fs.readFileSync(path.join(projectRoot, 'docs/architecture.md'), 'utf8');

  it('names only files and folders that exist', () => {
    const named = blocks(map);
    expect(named.flat().length).toBeGreaterThan(100);
    expect(named.flatMap(missingIn)).toEqual([]);
  });

  it('points only to decision records and product sections that exist', () => {
    const decisions = fs.readdirSync(path.join(projectRoot, 'docs/decisions'));
    // 'docs/decisions/0018' and 'docs/decisions/0045, 0048'
    const cited = [...map.matchAll(/docs\/decisions\/(\d{4}(?:, \d{4})*)/g)].flatMap((m) => m[1]!.split(', '));
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((n) => !decisions.some((d) => d.startsWith(`${n}-`)))).toEqual([]);

    const product = fs.readFileSync(path.join(projectRoot, 'docs/product.md'), 'utf8');
    const anchors = new Set(
      [...product.matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s/g, '-'),
      ),
    );
    const sections = [...map.matchAll(/docs\/product\.md#([\w-]+)/g)].map((m) => m[1]!);
    expect(sections.filter((s) => !anchors.has(s))).toEqual([]);
  });
});

describe('docs/decisions', () => {
  const folder = path.join(projectRoot, 'docs/decisions');
  const records = fs.readdirSync(folder).filter((f) => f.endsWith('.md'));

  it('gives every record a status line near its top', () => {
    expect(records.length).toBeGreaterThan(50);
    const without = records.filter((f) => {
      const head = fs.readFileSync(path.join(folder, f), 'utf8').split('\n').slice(0, 8);
      return !head.some((line) => /^Status: \S/.test(line));
    });
    expect(without).toEqual([]);
  });

  it('names no issue numbers, which mean nothing inside the repository', () => {
    const naming = records.filter((f) => /\bissues? #?\d+/i.test(fs.readFileSync(path.join(folder, f), 'utf8')));
    expect(naming).toEqual([]);
  });
});
