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
          const { nonce, shop } = context as ShopContext;
          const path = new URL(request.url).pathname;
          const no = Number(path.split('/')[2]);
          let heading: string;
          if (path === '/') {
            // The home page: a list, as the real one (its products' names).
            heading = (await shop.catalogue.homeProducts()).map((p) => p.ProductName).join(', ');
          } else {
            const [row] = Number.isInteger(no)
              ? await db().select({ name: products.name }).from(products).where(eq(products.productNo, no))
              : [];
            if (!row) return new Response('<!doctype html><p>not found</p>', { status: 404, headers: html });
            // Through the catalogue service as the real page, so the cache records the product it shows.
            await shop.catalogue.product(no);
            heading = row.name;
          }
          const attr = nonce ? ` nonce="${nonce}"` : '';
          const page =
            `<!doctype html><html><head><script${attr}>window.__shop = 1;</script></head>` +
            `<body><h1>${heading}</h1>${'<p>Pholourie and doubles</p>'.repeat(200)}` +
            `<script${attr}>window.__ready = true;</script><script src="/assets/entry.js"></script></body></html>`;
          return new Response(page, { headers: html });
        },
        pages,
      ),
    );
  };
}

const html = { 'Content-Type': 'text/html; charset=utf-8' };
