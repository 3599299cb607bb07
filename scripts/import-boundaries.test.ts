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
      'server/backoffice/desk.ts': 'export const desk = 1;\n',
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
      const found = await importViolations({ baseDir: dir, folders: ['server', 'storefront', 'shop-rules', 'seed'] });
      const seen = found.map((v) => `${v.rule}: ${v.from} → ${v.to}`).sort();
      expect(seen).toEqual([
        'back-office-on-top: server/payments/pay.ts → server/backoffice/desk.ts',
        'no-circular: storefront/circle-a.ts → storefront/circle-b.ts',
        'seed-below-server: seed/seed.ts → server/secret.ts',
        'shop-rules-is-self-contained: shop-rules/rule.ts → fs',
        'shop-rules-is-self-contained: shop-rules/up-a-floor.ts → server/secret.ts',
        'storefront-context-for-types-only: storefront/value-from-context.ts → server/storefront-context.ts',
        'storefront-takes-no-server-value: storefront/value-from-server.ts → server/secret.ts',
      ]);
    }, 120_000);
  });
});
