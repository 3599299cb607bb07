// The import rules of the shop's floors (docs/decisions/0024-one-owner-for-what-both-sides-share.md):
// shop-rules at the bottom imports nothing outside itself; the storefront takes no value from the
// server; nothing imports up a floor; the mail area sits below the areas that write mails; only the start
// chain imports the start files; test helpers live in test-support/ folders and the shop imports none of
// them; the back office's areas meet only at each other's index.ts (server/backoffice/README.md); no
// circles. scripts/import-boundaries.test.ts runs these rules
// on the tree in `npm test`; `npm run lint:imports` prints what breaks them.

/** The server's areas that sit below the back office: none of them imports it. */
const BELOW_BACKOFFICE = '^server/(catalogue|customers|orders|payments|mail|settings|http)/';

/** A folder of the back office: an area, or shared/ (what every area uses). */
const BACKOFFICE_FOLDER = '^server/backoffice/[^/]+/';

/** Test files of every kind (unit, API, process). */
const TESTS = '\\.test\\.tsx?$';
/** Where test helpers live. */
const TEST_SUPPORT = '(^|/)test-support/';
/** What runs the shop and its tools: the server's two start files, the scripts, the benchmarks, the seed and the storefront's routes. */
const ENTRY_POINTS = [
  '^server/(main|dev)\\.ts$',
  '^scripts/[^/]+\\.(ts|mjs)$',
  '^bench/',
  '^seed/',
  // The storefront's: React Router names its route modules by path in storefront/routes.ts.
  '^storefront/[^/]+\\.tsx?$',
  '^storefront/.+\\.route\\.tsx?$',
  // The service worker: built on its own by scripts/build-service-worker.mjs (docs/decisions/0055).
  '^storefront/offline/service-worker\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'storefront-takes-no-server-value',
      comment:
        'The storefront imports no module of server/: shared words, shapes and rules come from shop-rules/, ' +
        'and the answer types from shop-rules/api/. Only server/storefront-context.ts may be named, for types.',
      severity: 'error',
      from: { path: '^storefront/' },
      to: { path: '^server/', pathNot: '^server/storefront-context\\.ts$' },
    },
    {
      name: 'storefront-context-for-types-only',
      comment: 'server/storefront-context.ts is the one door into the server, and for types only (import type).',
      severity: 'error',
      from: { path: '^storefront/' },
      to: { path: '^server/storefront-context\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shop-rules-is-self-contained',
      comment: 'shop-rules/ runs in the browser and on the server: it imports only itself and zod (no node modules).',
      severity: 'error',
      from: { path: '^shop-rules/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: ['^shop-rules/', '^node_modules/zod/'] },
    },
    {
      name: 'shop-rules-tests-are-self-contained',
      comment: 'The tests of shop-rules/ import shop-rules/ and their test tools only.',
      severity: 'error',
      from: { path: '^shop-rules/.+\\.test\\.tsx?$' },
      to: { pathNot: ['^shop-rules/', '^node_modules/(zod|vitest|@vitest|fast-check)/'] },
    },
    {
      name: 'database-below-server',
      comment: 'database/ is the floor under the server: it imports shop-rules/ at most.',
      severity: 'error',
      from: { path: '^database/' },
      to: { path: '^(server|storefront|seed|scripts|bench)/' },
    },
    {
      name: 'seed-below-server',
      comment: 'seed/ fills the database and the server calls it: it imports nothing of server/.',
      severity: 'error',
      from: { path: '^seed/' },
      to: { path: '^(server|storefront|scripts|bench)/' },
    },
    {
      name: 'whatsapp-sandbox-stands-alone',
      comment: 'The WhatsApp Cloud API simulator speaks to the shop only over HTTP: it imports nothing of the shop.',
      severity: 'error',
      from: { path: '^whatsapp-sandbox/', pathNot: TESTS },
      to: { path: '^(server|storefront|database|seed|scripts|bench|shop-rules)/' },
    },
    {
      name: 'wipay-sandbox-below-server',
      comment: 'The WiPay simulator is mounted by the server: it imports shop-rules/ at most.',
      severity: 'error',
      from: { path: '^wipay-sandbox/', pathNot: TESTS },
      to: { path: '^(server|storefront|database|seed|scripts|bench)/' },
    },
    {
      name: 'server-takes-no-tool',
      comment:
        'The shop runs without the scripts, benchmarks and browser tests: only its tests and test support ' +
        'import them (a free port, the balancer to test with).',
      severity: 'error',
      from: { path: '^server/', pathNot: [TESTS, TEST_SUPPORT] },
      to: { path: '^(scripts|bench|browser-tests)/' },
    },
    {
      name: 'server-below-storefront',
      comment: "The server serves the storefront's build; it imports no storefront source.",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^storefront/' },
    },
    {
      name: 'back-office-on-top',
      comment: 'The back office runs every area; no other area imports it (payments used to, for the WiPay account).',
      severity: 'error',
      from: { path: BELOW_BACKOFFICE, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/backoffice/' },
    },
    {
      name: 'back-office-areas-meet-at-their-index',
      comment:
        "An area of the back office uses another area only through what that area's index.ts exports, " +
        'never its files; what every area uses lives in server/backoffice/shared/.',
      severity: 'error',
      from: { path: '^server/backoffice/([^/]+)/', pathNot: TESTS },
      to: {
        path: BACKOFFICE_FOLDER,
        pathNot: ['^server/backoffice/$1/', '^server/backoffice/shared/', '^server/backoffice/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'back-office-areas-below-the-desk',
      comment:
        'The areas and shared/ sit below the files that put the back office together (backoffice.ts, ' +
        'desk.ts, gate.ts, routes.ts): they import none of them.',
      severity: 'error',
      from: { path: BACKOFFICE_FOLDER, pathNot: TESTS },
      to: { path: '^server/backoffice/[^/]+\\.ts$' },
    },
    {
      name: 'back-office-shared-imports-no-area',
      comment: 'server/backoffice/shared/ is what every area uses: it imports none of them.',
      severity: 'error',
      from: { path: '^server/backoffice/shared/', pathNot: TESTS },
      to: { path: BACKOFFICE_FOLDER, pathNot: '^server/backoffice/shared/' },
    },
    {
      name: 'admin-shared-imports-no-area',
      comment:
        "storefront/admin/shared/ is the back office's shell and the parts every screen uses: it imports no " +
        'area of storefront/admin/ (docs/decisions/0076).',
      severity: 'error',
      from: { path: '^storefront/admin/shared/', pathNot: TESTS },
      to: { path: '^storefront/admin/[^/]+/', pathNot: '^storefront/admin/shared/' },
    },
    {
      name: 'back-office-areas-through-their-index',
      comment:
        "Outside the back office's folders (its front files, the rest of the server, the scripts), an area is " +
        "reached through its index.ts only; an area's rooms (its desk.ts) only by server/backoffice/desk.ts.",
      severity: 'error',
      from: { path: '^(server|scripts)/', pathNot: [BACKOFFICE_FOLDER, TESTS, TEST_SUPPORT] },
      to: {
        path: BACKOFFICE_FOLDER,
        pathNot: [
          '^server/backoffice/shared/',
          '^server/backoffice/[^/]+/index\\.ts$',
          '^server/backoffice/[^/]+/desk\\.ts$',
        ],
      },
    },
    {
      name: 'only-the-desk-opens-the-rooms',
      comment:
        "An area's rooms (server/backoffice/<area>/desk.ts) are put together by server/backoffice/desk.ts alone.",
      severity: 'error',
      from: { pathNot: ['^server/backoffice/desk\\.ts$', TESTS, TEST_SUPPORT] },
      to: { path: '^server/backoffice/[^/]+/desk\\.ts$' },
    },
    {
      name: 'mail-below-the-areas-that-write-it',
      comment:
        'The mail area imports none of the areas that write mails (orders, payments, customers, catalogue, ' +
        'back office): they write their rows through its outbox (server/mail/mail-outbox.ts, OutboxWriter).',
      severity: 'error',
      from: { path: '^server/mail/', pathNot: TESTS },
      to: { path: '^server/(orders|payments|customers|catalogue|backoffice)/' },
    },
    {
      name: 'start-files-on-top',
      comment:
        'Only the start chain imports the files that start the shop (main.ts and dev.ts → run-shop.ts → ' +
        'start-shop.ts): the dev server, the app and the areas take what they share from small modules.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/(main|dev|run-shop)\\.ts$', TESTS] },
      to: { path: '^server/(main|dev|run-shop|start-shop)\\.ts$' },
    },
    {
      name: 'test-helpers-live-with-tests',
      comment:
        'What only tests use lives in a test-support/ folder (server/test-support/, storefront/test-support/), ' +
        'never among the files that run the shop; the shop imports nothing from there.',
      severity: 'error',
      from: { pathNot: [TESTS, TEST_SUPPORT, '^(browser-tests|bench|scripts)/'] },
      to: { path: [TEST_SUPPORT, '^node_modules/(vitest|@vitest)/'] },
    },
    {
      name: 'no-test-only-module-among-the-shop',
      comment:
        'Every module of server/ and storefront/ outside test-support/ is reached from a start file, a route ' +
        'or a script: one that only tests reach is a test helper and moves to test-support/.',
      severity: 'error',
      from: { path: ENTRY_POINTS },
      to: { path: '^(server|storefront)/', pathNot: [TESTS, TEST_SUPPORT, ...ENTRY_POINTS], reachable: false },
    },
    {
      name: 'no-circular',
      comment: 'No import circles: a circle has no order to read it in and no floor to put it on.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph (not followed), so a rule can name a package (vitest, zod).
    exclude: { path: '^(build|coverage|data|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
