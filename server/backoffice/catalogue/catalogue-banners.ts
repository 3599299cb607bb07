// The home slider's banners 11–15: title, picture, on or off, order, and the products a click shows.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { bannerProducts, banners, products } from '../../../database/schema';
import { BANNER_NUMBERS } from '../../../shop-rules/constants';
import { bannerSchema } from '../../../shop-rules/forms/catalogue';
import type { MediaStore } from '../../media/media-store';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { chosenFiles, readImages, removeMediaFiles, writeBannerImage } from './media-files';
import { readProductNumbers } from './product-numbers';

export const isBannerNo = (n: number) => BANNER_NUMBERS.includes(n);

export async function bannerList(db: Database) {
  const rows = await db
    .select({
      bannerNo: banners.bannerNo,
      title: banners.title,
      imagePath: banners.imagePath,
      active: banners.active,
      sortOrder: banners.sortOrder,
      // A join, since a column inside a hand-written subquery loses its table name (every banner would
      // count every banner's products).
      products: count(bannerProducts.productNo),
    })
    .from(banners)
    .leftJoin(bannerProducts, eq(bannerProducts.bannerNo, banners.bannerNo))
    .groupBy(banners.bannerNo)
    .orderBy(asc(banners.sortOrder), asc(banners.bannerNo));
  // The five of the spec are always listed, set up or not.
  return BANNER_NUMBERS.map(
    (n) =>
      rows.find((r) => r.bannerNo === n) ?? {
        bannerNo: n,
        title: '',
        imagePath: '',
        active: false,
        sortOrder: n,
        products: 0,
      },
  );
}

export async function bannerForEdit(db: Database, bannerNo: number) {
  if (!isBannerNo(bannerNo)) return null;
  const [banner] = await db.select().from(banners).where(eq(banners.bannerNo, bannerNo));
  const set = await db
    .select({ productNo: products.productNo, name: products.name })
    .from(bannerProducts)
    .innerJoin(products, eq(products.productNo, bannerProducts.productNo))
    .where(eq(bannerProducts.bannerNo, bannerNo))
    .orderBy(asc(bannerProducts.sortOrder));
  return {
    banner: banner ?? { bannerNo, title: '', imagePath: '', active: false, sortOrder: bannerNo },
    products: set,
  };
}

export async function saveBanner(
  db: Database,
  media: MediaStore,
  actor: Actor,
  bannerNo: number,
  form: FormData,
): Promise<string> {
  if (!isBannerNo(bannerNo)) throw new BackofficeError('Banners are numbered 11 to 15.', {}, 404);
  const f = readForm(bannerSchema, form);
  const [picture] = await readImages(chosenFiles(form, 'image').slice(0, 1), 'image');
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const productNos = await readProductNumbers(tx, 'products', form.get('products'));
      const [before] = await tx.select().from(banners).where(eq(banners.bannerNo, bannerNo));
      const imagePath = picture ? await writeBannerImage(media, bannerNo, picture) : before?.imagePath;
      if (picture) written.push(imagePath!);
      if (!imagePath)
        throw new BackofficeError('Please choose a picture for this new banner.', {
          image: 'Please choose a picture for this new banner.',
        });
      const values = { title: f.title, active: f.active, sortOrder: f.sortOrder ?? bannerNo, imagePath };
      await tx
        .insert(banners)
        .values({ bannerNo, ...values })
        .onConflictDoUpdate({ target: banners.bannerNo, set: values });
      const beforeSet = (
        await tx
          .select({ n: bannerProducts.productNo })
          .from(bannerProducts)
          .where(eq(bannerProducts.bannerNo, bannerNo))
          .orderBy(asc(bannerProducts.sortOrder))
      ).map((r) => r.n);
      await tx.delete(bannerProducts).where(eq(bannerProducts.bannerNo, bannerNo));
      if (productNos.length)
        await tx
          .insert(bannerProducts)
          .values(productNos.map((productNo, i) => ({ bannerNo, productNo, sortOrder: i })));
      await recordChange(tx, actor, {
        action: 'banner.update',
        entity: 'banner',
        entityId: bannerNo,
        before: before ? { ...before, products: beforeSet } : null,
        after: { ...values, products: productNos },
      });
      return `Banner ${bannerNo} saved.`;
    });
  } catch (err) {
    await removeMediaFiles(media, written);
    throw err;
  }
}
