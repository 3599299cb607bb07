// Builds the service worker (storefront/offline/service-worker.ts, docs/decisions/0055) into
// <build>/client/sw.js after React Router's build: Workbox's modules bundled by esbuild, with the
// offline page's files and their revisions written in (what workbox-build's injectManifest does, for
// four files, without its dependencies), the shop pages' lazy parts (decision 0098) and the build's
// name, so a new build is a new worker.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Kept on the phone when the worker is installed: the offline page and what it needs. */
const PRECACHED = ['offline.html', 'offline.js', 'manifest.webmanifest', 'favicon.svg'];

const digest = (data) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Route files of pages the worker never keeps: their lazy parts are not kept ahead either. */
const NOT_KEPT_ROUTE = /^(admin|driver|account)(\/|-|$)/;

/**
 * The files the shop's pages fetch only later, when a tap or a scroll asks for them (the menu panel, the
 * cart panel, the account dialogs, the carousels…), with every file those import: each file a storefront
 * page's files ask for with `import()` (and Vite's preload lists beside it), read from React Router's
 * manifest and the built files, so nothing is listed by hand. Less the files every page loads first.
 */
export function lazyParts(clientDir) {
  const assetsDir = path.join(clientDir, 'assets');
  if (!fs.existsSync(assetsDir)) return [];
  const manifestFile = fs.readdirSync(assetsDir).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifestFile) return [];
  const text = fs.readFileSync(path.join(assetsDir, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const name = (url) => path.basename(url);
  const read = (file) =>
    file.endsWith('.js') && fs.existsSync(path.join(assetsDir, file))
      ? fs.readFileSync(path.join(assetsDir, file), 'utf8')
      : '';
  // Static imports (`from"./x.js"`, `import"./x.js"`) and the lazy ones (`import(`./x.js`)`, preload lists).
  const STATIC = /(?:from|import)\s*["'`]\.\/([\w.~-]+\.js)["'`]/g;
  const NAMED = /["'`](?:\.\/|\/?assets\/)([\w.~-]+\.(?:js|css))["'`]/g;
  const withEveryPage = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])].map(name));
  const pages = new Set(withEveryPage);
  for (const route of Object.values(manifest.routes)) {
    if (NOT_KEPT_ROUTE.test(route.id)) continue;
    for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) pages.add(name(url));
  }
  // The lazy parts: named by a page's files other than as a static import.
  const lazy = new Set();
  const walked = new Set();
  const stack = [...pages];
  while (stack.length) {
    const file = stack.pop();
    if (walked.has(file)) continue;
    walked.add(file);
    const code = read(file);
    const statics = new Set([...code.matchAll(STATIC)].map((m) => m[1]));
    for (const [, named] of code.matchAll(NAMED)) {
      if (!statics.has(named) && !pages.has(named)) lazy.add(named);
      stack.push(named);
    }
  }
  // Each lazy part with all it imports, less what every page already loaded.
  const kept = new Set();
  const todo = [...lazy];
  while (todo.length) {
    const file = todo.pop();
    if (kept.has(file) || withEveryPage.has(file) || !fs.existsSync(path.join(assetsDir, file))) continue;
    kept.add(file);
    for (const [, named] of read(file).matchAll(NAMED)) todo.push(named);
  }
  return [...kept].sort().map((f) => `/assets/${f}`);
}

export async function buildServiceWorker(clientDir) {
  const precache = PRECACHED.filter((f) => fs.existsSync(path.join(clientDir, f))).map((f) => ({
    url: `/${f}`,
    revision: digest(fs.readFileSync(path.join(clientDir, f))),
  }));
  const assets = fs.existsSync(path.join(clientDir, 'assets'))
    ? fs.readdirSync(path.join(clientDir, 'assets')).sort()
    : [];
  const build = digest(JSON.stringify([precache, assets]));
  await esbuild.build({
    entryPoints: [path.join(root, 'storefront', 'offline', 'service-worker.ts')],
    outfile: path.join(clientDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __BUILD__: JSON.stringify(build),
      __LAZY_PARTS__: JSON.stringify(lazyParts(clientDir)),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  return { build, bytes: fs.statSync(path.join(clientDir, 'sw.js')).size };
}
