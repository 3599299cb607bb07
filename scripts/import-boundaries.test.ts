// The import rules (.dependency-cruiser.cjs, docs/decisions/0024): the shop keeps to them, and a tiny
// tree that breaks each one is caught, so the check itself is known to work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importViolations, projectRoot, SHOP_FOLDERS } from './import-boundaries';

describe('import boundaries', () => {
  it('the shop keeps to them', async () => {
    expect(await importViolations({ baseDir: projectRoot, folders: SHOP_FOLDERS })).toEqual([]);
  }, 300_000);

  describe('a tree that breaks them', () => {
    let dir = '';
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', verbatimModuleSyntax: true },
      }),
      'server/secret.ts': 'export const secret = 1;\n',
      'server/storefront-context.ts':
        'export interface ShopContext { nonce: string }\nexport const createShopServices = () => ({});\n',
      'server/backoffice/desk.ts':
        "import { ordersDesk } from './orders/desk';\nimport { stockDesk } from './stock/desk';\nexport const desk = [ordersDesk, stockDesk];\n",
      'server/backoffice/stock/desk.ts': "import { low } from './low-stock';\nexport const stockDesk = low;\n",
      // The back office by area: orders reaches payments' file past its index, stock a front file,
      // shared an area, the page cache an area's file, the front file an area's rooms.
      'server/backoffice/backoffice.ts':
        "import { ordersDesk } from './orders/desk';\nexport const front = ordersDesk;\n",
      'server/backoffice/gate.ts': 'export const gate = 1;\n',
      // The back office's screens: the layout reaches into an area.
      'storefront/admin/orders/order-page.tsx': 'export const orderPage = 1;\n',
      'storefront/admin/shared/layout.route.tsx':
        "import { orderPage } from '../orders/order-page';\nexport const layout = orderPage;\n",
      'server/backoffice/orders/desk.ts':
        "import { list } from './order-list';\nimport { page } from './order-page';\nexport const ordersDesk = [list, page];\n",
      'server/backoffice/orders/order-list.ts': "import { refund } from '../payments';\nexport const list = refund;\n",
      'server/backoffice/orders/order-page.ts':
        "import { refund } from '../payments/refunds';\nexport const page = refund;\n",
      'server/backoffice/payments/index.ts': "export { refund } from './refunds';\n",
      'server/backoffice/payments/refunds.ts':
        "import { noSuch } from '../shared/errors';\nexport const refund = noSuch;\n",
      'server/backoffice/shared/errors.ts': 'export const noSuch = 1;\n',
      'server/backoffice/shared/audit.ts': "import { refund } from '../payments';\nexport const audit = refund;\n",
      'server/backoffice/stock/low-stock.ts': "import { gate } from '../gate';\nexport const low = gate;\n",
      'server/page-cache/staff-pages.ts':
        "import { refund } from '../backoffice/payments/refunds';\nexport const pages = refund;\n",
      'server/payments/pay.ts': "import { desk } from '../backoffice/desk';\nexport const pay = desk;\n",
      'storefront/typed-context.ts':
        "import type { ShopContext } from '../server/storefront-context';\nexport type C = ShopContext;\n",
      'storefront/value-from-context.ts':
        "import { createShopServices } from '../server/storefront-context';\nexport const s = createShopServices;\n",
      'storefront/value-from-server.ts': "import { secret } from '../server/secret';\nexport const s = secret;\n",
      'storefront/circle-a.ts': "import { b } from './circle-b';\nexport const a = () => b;\n",
      'storefront/circle-b.ts': "import { a } from './circle-a';\nexport const b = () => a;\n",
      'shop-rules/rule.ts': "import { readFileSync } from 'node:fs';\nexport const rule = readFileSync;\n",
      'shop-rules/up-a-floor.ts': "import { secret } from '../server/secret';\nexport const rule = secret;\n",
      'shop-rules/pure.ts': "import { rule } from './rule';\nexport const pure = rule;\n",
      'seed/seed.ts': "import { secret } from '../server/secret';\nexport const seed = secret;\n",
      // The server's start file reaches every module but the test helper left among the orders.
      'server/main.ts': [
        "import './secret';",
        "import './storefront-context';",
        "import './payments/pay';",
        "import './mail/mail-outbox';",
        "import './http/dev-pages';",
        "import './orders/order';",
        "import './orders/helper';",
        "import './http/port';",
        "import './backoffice/backoffice';",
        "import './backoffice/desk';",
        "import './backoffice/shared/audit';",
        "import './page-cache/staff-pages';",
        '',
      ].join('\n'),
      'server/start-shop.ts': 'export const root = 1;\n',
      'server/http/dev-pages.ts': "import { root } from '../start-shop';\nexport const pages = root;\n",
      'server/mail/mail-outbox.ts': "import { order } from '../orders/order';\nexport const outbox = order;\n",
      'server/orders/order.ts': "import { fixture } from '../test-support/fixture';\nexport const order = fixture;\n",
      'server/orders/helper.ts': "import { expect } from 'vitest';\nexport const helper = expect;\n",
      'server/orders/test-only-helper.ts': 'export const product = 1;\n',
      'server/orders/order.test.ts': "import { product } from './test-only-helper';\nexport const t = product;\n",
      'server/test-support/fixture.ts': 'export const fixture = 1;\n',
      'server/http/port.ts': "import { tool } from '../../scripts/tool';\nexport const port = tool;\n",
      'scripts/tool.ts': 'export const tool = 1;\n',
      'wipay-sandbox/app.ts': "import { secret } from '../server/secret';\nexport const app = secret;\n",
      'node_modules/vitest/package.json': JSON.stringify({ name: 'vitest', main: 'index.js' }),
      'node_modules/vitest/index.js': 'exports.expect = 1;\n',
    };

    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      }
    });
    afterAll(() => {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('is caught, import by import, and a type from the one context is let through', async () => {
      const found = await importViolations({
        baseDir: dir,
        folders: ['server', 'storefront', 'shop-rules', 'seed', 'scripts', 'wipay-sandbox'],
      });
      const seen = found.map((v) => `${v.rule}: ${v.from} → ${v.to}`).sort();
      expect(seen).toEqual([
        'admin-shared-imports-no-area: storefront/admin/shared/layout.route.tsx → storefront/admin/orders/order-page.tsx',
        'back-office-areas-below-the-desk: server/backoffice/stock/low-stock.ts → server/backoffice/gate.ts',
        'back-office-areas-meet-at-their-index: server/backoffice/orders/order-page.ts → server/backoffice/payments/refunds.ts',
        'back-office-areas-through-their-index: server/page-cache/staff-pages.ts → server/backoffice/payments/refunds.ts',
        'back-office-on-top: server/payments/pay.ts → server/backoffice/desk.ts',
        'back-office-shared-imports-no-area: server/backoffice/shared/audit.ts → server/backoffice/payments/index.ts',
        'mail-below-the-areas-that-write-it: server/mail/mail-outbox.ts → server/orders/order.ts',
        'no-circular: storefront/circle-a.ts → storefront/circle-b.ts',
        'no-test-only-module-among-the-shop: server/orders/test-only-helper.ts → server/orders/test-only-helper.ts',
        'only-the-desk-opens-the-rooms: server/backoffice/backoffice.ts → server/backoffice/orders/desk.ts',
        'seed-below-server: seed/seed.ts → server/secret.ts',
        'server-takes-no-tool: server/http/port.ts → scripts/tool.ts',
        'shop-rules-is-self-contained: shop-rules/rule.ts → fs',
        'shop-rules-is-self-contained: shop-rules/up-a-floor.ts → server/secret.ts',
        'start-files-on-top: server/http/dev-pages.ts → server/start-shop.ts',
        'storefront-context-for-types-only: storefront/value-from-context.ts → server/storefront-context.ts',
        'storefront-takes-no-server-value: storefront/value-from-server.ts → server/secret.ts',
        'test-helpers-live-with-tests: server/orders/helper.ts → node_modules/vitest/index.js',
        'test-helpers-live-with-tests: server/orders/order.ts → server/test-support/fixture.ts',
        'wipay-sandbox-below-server: wipay-sandbox/app.ts → server/secret.ts',
      ]);
    }, 120_000);
  });
});
