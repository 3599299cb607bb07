// The import rules of the shop's floors (docs/decisions/0024-one-owner-for-what-both-sides-share.md):
// shop-rules at the bottom imports nothing outside itself; the storefront takes no value from the
// server; nothing imports up a floor; no circles. scripts/import-boundaries.test.ts runs these rules
// on the tree in `npm test`; `npm run lint:imports` prints what breaks them.

/** The server's areas that sit below the back office: none of them imports it. */
const BELOW_BACKOFFICE = '^server/(catalogue|customers|orders|payments|mail|settings|http)/';

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
      name: 'no-circular',
      comment: 'No import circles: a circle has no order to read it in and no floor to put it on.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|coverage|data|\\.react-router)/' },
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
