import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { banners } from '../../database/schema';
import type { Banner } from '../../shop-rules/api/catalogue';

/** The home page slider's banners, in the staff's order. */
export async function activeBanners(db: Database): Promise<Banner[]> {
  const rows = await db
    .select({ no: banners.bannerNo, title: banners.title, path: banners.imagePath })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sortOrder), asc(banners.bannerNo));
  return rows.map((r) => ({ BannerNo: r.no, Title: r.title, ImageFilePath: r.path }));
}
