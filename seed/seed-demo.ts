// The demo shop: catalogue, reference data, generated media. Deterministic and offline.

import type { Database } from '../database/connect';
import { categories } from '../database/schema';
import { PAYMENT_METHOD_NAMES } from '../shop-rules/order-constants';
import type { SeedProduct } from './catalogue-types';
import { demoCategories } from './categories';
import { insertDemoOrders } from './demo-orders';
import { seedDemoStaff } from './demo-staff';
import type { SeedImage } from './images';
import { insertCatalogue } from './insert-catalogue';
import { demoProducts } from './products';
import { demoBanners, demoCities, demoDesignSections, demoShops } from './reference-data';

export const DEMO_PAYMENT_METHODS = [
  {
    pmNo: 1,
    name: PAYMENT_METHOD_NAMES[1],
    description: 'Pay securely by Visa or Mastercard on the WiPay payment page.',
  },
  {
    pmNo: 2,
    name: PAYMENT_METHOD_NAMES[2],
    description: 'Transfer the total to our bank account and send the receipt to us by WhatsApp.',
  },
  {
    pmNo: 3,
    name: PAYMENT_METHOD_NAMES[3],
    description: 'Pay in cash (or by card terminal) when your order is delivered.',
  },
];

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ n: categories.categoryNo }).from(categories).limit(1);
  return rows.length > 0;
}

export interface SeedOptions {
  /** How the server hashes a password, for the demo owner's. */
  hashPassword: (password: string) => Promise<string>;
  /**
   * Writes the generated images and videos where the shop keeps media (server/media/demo-media.ts);
   * without it none are written (API tests).
   */
  writeMedia?: (products: SeedProduct[], log: (line: string) => void) => Promise<SeedImage[][]>;
  log?: (line: string) => void;
}

export async function seedDemoShop(db: Database, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const products = demoProducts();
  const images = new Map<string, SeedImage[]>();
  if (opts.writeMedia) {
    const all = await opts.writeMedia(products, log);
    for (const [i, p] of products.entries()) images.set(p.slug, all[i]!);
  } else {
    // Rows still point at the files a full seed would write, so API answers have their shape.
    products.forEach((p, i) => {
      const n = String(i + 1).padStart(4, '0');
      images.set(
        p.slug,
        Array.from({ length: p.imageCount }, (_, k) => ({
          path: `products/${n}-${k + 1}.webp`,
          thumbnailPath: `products/${n}-${k + 1}-card.webp`,
          width: 800,
          height: 800,
          thumbWidth: 320,
          thumbHeight: 320,
        })),
      );
    });
  }
  // One transaction for every row, demo orders included: a seed that fails or is killed half-way
  // leaves an empty database, which the next start seeds again. Media files are written before it.
  const result = await db.transaction(async (tx) => {
    const catalogue = await insertCatalogue(tx, {
      categories: demoCategories(),
      products,
      images,
      cities: demoCities(),
      shops: demoShops(),
      banners: demoBanners(products),
      designSections: demoDesignSections(products),
      paymentMethods: DEMO_PAYMENT_METHODS,
    });
    await seedDemoStaff(tx, opts.hashPassword);
    await insertDemoOrders(tx, products);
    return catalogue;
  });
  log(`Seeded ${result.products} demo products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return result;
}
