// Tests only: a storefront stand-in that renders a product's name, with inline scripts carrying the
// request's nonce as React Router's do, so the cache's handling of pages can be seen without a build.
import { eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { products } from '../../database/schema';
import type { PageServer } from '../app';
import { registerPageRoute } from '../http/storefront-bridge';
import type { ShopContext } from '../storefront-context';

/** db: read when a page is asked for (the shop's database is opened after the pages are given). */
export function testPages(db: () => Database): PageServer {
  return async (app, pages) => {
    await app.register(async (scope) =>
      registerPageRoute(
        scope,
        async (request, context) => {
          const { nonce } = context as ShopContext;
          const no = Number(new URL(request.url).pathname.split('/')[2]);
          const [row] = Number.isInteger(no)
            ? await db().select({ name: products.name }).from(products).where(eq(products.productNo, no))
            : [];
          if (!row) return new Response('<!doctype html><p>not found</p>', { status: 404, headers: html });
          const attr = nonce ? ` nonce="${nonce}"` : '';
          const page =
            `<!doctype html><html><head><script${attr}>window.__shop = 1;</script></head>` +
            `<body><h1>${row.name}</h1>${'<p>Pholourie and doubles</p>'.repeat(200)}` +
            `<script${attr}>window.__ready = true;</script><script src="/assets/entry.js"></script></body></html>`;
          return new Response(page, { headers: html });
        },
        pages,
      ),
    );
  };
}

const html = { 'Content-Type': 'text/html; charset=utf-8' };
