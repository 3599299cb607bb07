import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// React, React DOM and React Router go to the shell, React DOM's client and the scheduler included:
// one file compresses 1.2 KB smaller than the entry and the shell apart, and every page loads both.
// Named here, not left to the bundler, because a group also takes the modules its members import:
// left unnamed, React Router would go with whichever group reached it first.
const FRAMEWORK = /node_modules\/(react|react-dom|react-router)\//;
// Product cards are not in the shell: the home, search and category pages draw them at once, the
// product page only in its carousels, which load later (decision 17, fourth pass).
const PRODUCT_CARDS = /\/storefront\/(components\/(product-card|card-video)\.tsx|lib\/card-video\.ts)$/;

type Info = { importedIds: readonly string[] } | null;
type ModuleInfoOf = (id: string) => Info;

function staticClosure(entry: string, getModuleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const dep of getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
  }
  return seen;
}

// The product page in one file with the parts only product pages draw (the order pages that show a
// product use them too): four small shared files compressed apart cost the product page about 0.7 KB.
const PRODUCT_PAGE =
  /\/storefront\/(catalogue\/product-details\.route|components\/(product-gallery|variant-picker|star-rating|quantity-stepper))\.tsx$/;

const CATALOGUE_ROUTES = ['home', 'search', 'category', 'product-details'].map((r) =>
  fromRoot(`./storefront/catalogue/${r}.route.tsx`),
);
let shell: Set<string> | null = null;
// The shell chunk: what every storefront page runs (root.tsx and all it imports) plus what at least
// two catalogue pages share (product cards, images, add to cart). One file instead of thirty small ones.
function shellModules(getModuleInfo: ModuleInfoOf): Set<string> {
  if (shell) return shell;
  shell = staticClosure(fromRoot('./storefront/root.tsx'), getModuleInfo);
  const seenBy = new Map<string, number>();
  for (const route of CATALOGUE_ROUTES) {
    for (const id of staticClosure(route, getModuleInfo)) if (id !== route) seenBy.set(id, (seenBy.get(id) ?? 0) + 1);
  }
  for (const [id, n] of seenBy) if (n >= 2) shell.add(id);
  return shell;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), precompressAssets()],
  resolve: {
    alias: [
      { find: '~', replacement: fromRoot('./storefront') },
      // The browser build always takes React Router's production files; `npm run dev` its development
      // files, whose warnings and hot reload the development loop needs.
      ...(command === 'serve'
        ? []
        : [
            { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]),
    ],
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: 'shell',
                  name(id: string, ctx: { getModuleInfo: (id: string) => Info }) {
                    if (PRODUCT_CARDS.test(id)) return null;
                    return FRAMEWORK.test(id) || shellModules((m) => ctx.getModuleInfo(m)).has(id) ? 'shell' : null;
                  },
                  priority: 2,
                },
                // Other pages draw breadcrumbs too: they stay a file of their own, not part of the product page.
                {
                  debugName: 'breadcrumbs',
                  name: 'breadcrumbs',
                  test: /\/storefront\/components\/breadcrumbs\.tsx$/,
                  priority: 2,
                },
                { debugName: 'product-cards', name: 'product-cards', test: PRODUCT_CARDS, priority: 2 },
                { debugName: 'product-page', name: 'product-page', test: PRODUCT_PAGE, priority: 1 },
              ],
            },
          },
        },
  },
}));
