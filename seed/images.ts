// Generated demo images: product photos (detail + card), home banners, category banners,
// why-buy tiles and the logo. Everything is drawn as SVG in code and encoded with sharp,
// so seeding needs no network and gives the same pictures every time.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import type { SeedProduct } from './catalogue-types';
import { leafCategories } from './categories';
import { pictureKindOf } from './product-pictures';
import { BANNER_THEMES } from './reference-data';
import { cashIcon, categoryHue, categoryIcon, escapeXml, FONT, hsl, truckIcon, wrapText } from './svg-art';

// Loaded on first use: libvips costs a server tens of MiB it does not need until a picture is made
// (docs/decisions/0034).
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

export { DEMO_VIDEOS, writeVideos } from './videos';

export interface SeedImage {
  path: string; // relative to mediaRoot, forward slashes, e.g. 'products/0042-1.webp'
  thumbnailPath: string; // e.g. 'products/0042-1-card.webp'
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

export interface SiteImage {
  path: string;
  width: number;
  height: number;
}

export const DETAIL_SIZE = 800;
export const CARD_SIZE = 320;
export const BANNER_WIDTH = 1265;
export const BANNER_HEIGHT = 310;
// effort 2: about 3× faster than the default 4 for files within a few percent of the same size.
const WEBP = { quality: 75, effort: 2 } as const;

const LEAVES = new Map(leafCategories().map((l) => [l.slug, l]));

/** Run fn over items with at most `limit` in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * The drawing of what the product is, chosen by the words of its name (seed/product-pictures.ts);
 * a name no kind knows (never in the demo catalogue, which a test checks) gets its category's icon.
 */
function productDrawing(product: SeedProduct, top: string, ink: string, body: string, accent: string): string {
  const kind = pictureKindOf(product.name);
  return kind ? kind.draw(ink, body, accent) : categoryIcon(top, ink, body);
}

/** The SVG for image number k (1-based) of a product, 800×800. */
export function productSvg(product: SeedProduct, k: number): string {
  const leaf = LEAVES.get(product.categorySlug);
  const top = product.topCategorySlug ?? leaf?.parentSlug ?? 'electronics';
  const hue = categoryHue(top, product.categorySlug) + (k - 1) * 14;
  const light = hsl(hue, 70, 93);
  const mid = hsl(hue + 20, 60, 80);
  const ink = hsl(hue, 45, 22);
  const body = hsl(hue, 65, 70);
  // A second colour from the opposite side of the wheel, so the drawing's details stand out.
  const accent = hsl(hue + 160, 55, 58);
  // Vertical gradients only: cairo draws them as fast as a flat fill (diagonal ones cost ~3×).
  const angle = k % 2 === 1 ? [0, 0, 0, 1] : [0, 1, 0, 0];
  const circles = [
    [640, 150, 190],
    [140, 640, 230],
    [700, 620, 160],
    [160, 140, 150],
  ];
  const [cx, cy, r] = circles[(k - 1) % 4];
  const nameLines = wrapText(product.name, 22, 3);
  const fontSize = nameLines.some((l) => l.length > 19) ? 46 : 52;
  const lineH = fontSize * 1.18;
  const textTop = 560 - ((nameLines.length - 1) * lineH) / 2;
  const iconScale = k === 1 ? 1.45 : 1.25 + ((k * 7) % 5) / 20;
  const iconX = 400 - 100 * iconScale + (k === 3 ? -70 : k === 4 ? 70 : 0);
  const iconY = 110 + (k === 2 ? 20 : 0);
  const rotate = [0, -8, 6, -4][(k - 1) % 4];
  const label = (leaf?.name ?? '').toUpperCase();
  const dots = Array.from({ length: product.imageCount }, (_, i) => {
    const x = 752 - (product.imageCount - 1 - i) * 26;
    return `<circle cx="${x}" cy="744" r="8" fill="${ink}" fill-opacity="${i + 1 === k ? 0.85 : 0.25}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="bg" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.35"/>
<circle cx="400" cy="${iconY + 100 * iconScale}" r="${120 * iconScale}" fill="#ffffff" fill-opacity="0.45"/>
<g data-kind="${escapeXml(pictureKindOf(product.name)?.kind ?? top)}" transform="translate(${iconX} ${iconY}) rotate(${rotate} ${100 * iconScale} ${100 * iconScale}) scale(${iconScale})">${productDrawing(product, top, ink, body, accent)}</g>
<text x="48" y="64" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="3" fill="${ink}" fill-opacity="0.7">${escapeXml(label)}</text>
<text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${ink}" text-anchor="middle">${nameLines
    .map((l, i) => `<tspan x="400" y="${Math.round(textTop + i * lineH)}">${escapeXml(l)}</tspan>`)
    .join('')}</text>
<text x="48" y="754" font-family="${FONT}" font-size="28" fill="${ink}" fill-opacity="0.8">${escapeXml(product.brand)}</text>
${product.imageCount > 1 ? dots : ''}
</svg>`;
}

const pad4 = (n: number) => n.toString().padStart(4, '0');

/**
 * Writes imageCount images (detail 800×800 and card 320×320, WebP) for one product under
 * mediaRoot/products/. File names use `index` zero-padded to 4 digits: products/0042-1.webp and
 * products/0042-1-card.webp. Pass the ProductNo (or the catalogue position) as index.
 */
export async function writeProductImages(product: SeedProduct, index: number, mediaRoot: string): Promise<SeedImage[]> {
  const sharp = await loadSharp();
  await mkdir(path.join(mediaRoot, 'products'), { recursive: true });
  const count = Math.min(4, Math.max(1, product.imageCount));
  const images: SeedImage[] = [];
  for (let k = 1; k <= count; k++) {
    const base = `products/${pad4(index)}-${k}`;
    const detail = `${base}.webp`;
    const card = `${base}-card.webp`;
    const svg = Buffer.from(productSvg(product, k));
    // Render the SVG once to raw pixels, then encode both sizes from them.
    const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    await sharp(data, raw).webp(WEBP).toFile(path.join(mediaRoot, detail));
    await sharp(data, raw)
      .resize(CARD_SIZE, CARD_SIZE, { kernel: 'lanczos3' })
      .webp(WEBP)
      .toFile(path.join(mediaRoot, card));
    images.push({
      path: detail,
      thumbnailPath: card,
      width: DETAIL_SIZE,
      height: DETAIL_SIZE,
      thumbWidth: CARD_SIZE,
      thumbHeight: CARD_SIZE,
    });
  }
  return images;
}

/**
 * Images for many products, at most `concurrency` (default 2, the machine has 2 cores) at a time.
 * indexOf gives the number used in the file names (default: position + 1, i.e. ProductNo when
 * products are inserted in catalogue order). Results keep the input order.
 */
export async function writeAllProductImages(
  products: readonly SeedProduct[],
  mediaRoot: string,
  options: { concurrency?: number; indexOf?: (product: SeedProduct, position: number) => number } = {},
): Promise<SeedImage[][]> {
  const indexOf = options.indexOf ?? ((_p, i) => i + 1);
  return mapLimit(products, options.concurrency ?? 2, (p, i) => writeProductImages(p, indexOf(p, i), mediaRoot));
}

// ───────────── site images ─────────────

const BANNER_ICONS: Record<number, string[]> = {
  11: ['puja-items', 'clothing', 'home-decor'],
  12: ['musical-items', 'tabla', 'musical-items'],
  13: ['kitchen', 'appliances', 'kitchen'],
  14: ['electronics', 'appliances', 'electronics'],
  15: ['furniture', 'home-decor', 'furniture'],
};
const BANNER_HUES: Record<number, number> = { 11: 32, 12: 4, 13: 18, 14: 212, 15: 24 };

export function bannerSvg(bannerNo: number, title: string, subtitle: string): string {
  const hue = BANNER_HUES[bannerNo] ?? 200;
  const ink = hsl(hue, 50, 18);
  // Keep the title clear of the icons (which start at x≈770): bold DejaVu is about 0.66 em per character.
  const titleSize = Math.min(70, Math.floor(680 / (title.length * 0.66)));
  const icons = (BANNER_ICONS[bannerNo] ?? ['electronics'])
    .map(
      (top, i) =>
        `<g transform="translate(${[745, 915, 1110][i]} ${i === 1 ? 60 : 90}) scale(${i === 1 ? 0.95 : 0.75})">${categoryIcon(top, ink, hsl(hue + i * 25, 70, 72))}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 85, 88)}"/><stop offset="1" stop-color="${hsl(hue + 30, 75, 70)}"/></linearGradient></defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
<circle cx="1000" cy="150" r="230" fill="#ffffff" fill-opacity="0.3"/>
<circle cx="80" cy="300" r="140" fill="#ffffff" fill-opacity="0.2"/>
${icons}
<text x="70" y="135" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="${ink}">${escapeXml(title)}</text>
<text x="72" y="188" font-family="${FONT}" font-size="30" fill="${ink}" fill-opacity="0.85">${escapeXml(subtitle)}</text>
<rect x="70" y="218" width="210" height="56" rx="28" fill="${ink}"/>
<text x="175" y="255" font-family="${FONT}" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">Shop now ›</text>
<text x="${BANNER_WIDTH - 20}" y="${BANNER_HEIGHT - 14}" font-family="${FONT}" font-size="16" fill="${ink}" fill-opacity="0.6" text-anchor="end">Trini Shop (demo)</text>
</svg>`;
}

export const CATEGORY_BANNERS: Array<{ file: string; top: string; title: string }> = [
  { file: 'electronics', top: 'electronics', title: 'Electronics' },
  { file: 'kitchen', top: 'kitchen', title: 'Kitchen' },
  { file: 'health', top: 'health-beauty', title: 'Health & Beauty' },
  { file: 'home-decor', top: 'home-decor', title: 'Home & Decor' },
  { file: 'tools-automobile', top: 'tools-automobile', title: 'Tools & Automobile' },
  { file: 'home-improvement', top: 'home-improvement', title: 'Home Improvement' },
];

function tileSvg(width: number, height: number, hue: number, title: string, subtitle: string, icon: string): string {
  const ink = hsl(hue, 50, 20);
  const titleLines = wrapText(title, 12, 2);
  const subLines = wrapText(subtitle, 26, 2);
  const titleSize = 38;
  const blockHeight = titleLines.length * titleSize * 1.15 + 14 + subLines.length * 26;
  let y = (height - blockHeight) / 2 + titleSize * 0.9;
  const texts: string[] = [];
  for (const l of titleLines) {
    texts.push(
      `<text x="36" y="${Math.round(y)}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="${ink}">${escapeXml(l)}</text>`,
    );
    y += titleSize * 1.15;
  }
  y += 8;
  for (const l of subLines) {
    texts.push(
      `<text x="38" y="${Math.round(y)}" font-family="${FONT}" font-size="21" fill="${ink}" fill-opacity="0.8">${escapeXml(l)}</text>`,
    );
    y += 26;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 92)}"/><stop offset="1" stop-color="${hsl(hue + 25, 65, 76)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width - 130}" cy="${height / 2}" r="110" fill="#ffffff" fill-opacity="0.45"/>
<g transform="translate(${width - 210} ${height / 2 - 80}) scale(0.8)">${icon}</g>
${texts.join('\n')}
</svg>`;
}

export function logoSvg(): string {
  // Trinidad and Tobago flag colours: red field, black band edged in white.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">
<rect x="4" y="8" width="64" height="64" rx="14" fill="#ce1126"/>
<path d="M14 8 h16 l38 46 v18 h-16 z" fill="#ffffff"/>
<path d="M20 8 h8 l40 48 v10 h-8 z" fill="#000000"/>
<text x="80" y="48" font-family="${FONT}" font-size="34" font-weight="700" fill="#1d1d1f">Trini Shop</text>
<text x="82" y="70" font-family="${FONT}" font-size="15" fill="#ce1126" letter-spacing="1">(demo) Trinidad &amp; Tobago</text>
</svg>`;
}

async function writeWebp(
  svg: string,
  mediaRoot: string,
  rel: string,
  width: number,
  height: number,
): Promise<SiteImage> {
  const sharp = await loadSharp();
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(path.join(mediaRoot, rel));
  return { path: rel, width, height };
}

/**
 * Banners 11–15 (banner/{n}.jpg and banner/{n}.webp, 1265×310), six category banners
 * (category-banners/*.webp, 600×300), two why-buy tiles (why-buy/1.webp, why-buy/2.webp, 600×300)
 * and the logo (logo.svg, logo.png 640×160).
 */
export async function writeSiteImages(mediaRoot: string): Promise<SiteImage[]> {
  const sharp = await loadSharp();
  for (const dir of ['banner', 'category-banners', 'why-buy'])
    await mkdir(path.join(mediaRoot, dir), { recursive: true });
  const jobs: Array<() => Promise<SiteImage | SiteImage[]>> = [];
  for (const b of BANNER_THEMES) {
    jobs.push(async () => {
      const svg = Buffer.from(bannerSvg(b.bannerNo, b.title, b.subtitle));
      const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      const jpg = `banner/${b.bannerNo}.jpg`;
      const webp = `banner/${b.bannerNo}.webp`;
      await sharp(data, raw).jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(mediaRoot, jpg));
      await sharp(data, raw).webp({ quality: 78 }).toFile(path.join(mediaRoot, webp));
      return [
        { path: jpg, width: BANNER_WIDTH, height: BANNER_HEIGHT },
        { path: webp, width: BANNER_WIDTH, height: BANNER_HEIGHT },
      ];
    });
  }
  for (const c of CATEGORY_BANNERS) {
    const hue = categoryHue(c.top);
    const svg = tileSvg(
      600,
      300,
      hue,
      c.title,
      'Browse the range ›',
      categoryIcon(c.top, hsl(hue, 50, 20), hsl(hue, 70, 70)),
    );
    jobs.push(() => writeWebp(svg, mediaRoot, `category-banners/${c.file}.webp`, 600, 300));
  }
  jobs.push(() =>
    writeWebp(
      tileSvg(
        600,
        300,
        140,
        'Island-wide delivery',
        'Trinidad and Tobago, to your door',
        truckIcon(hsl(140, 50, 20), hsl(140, 60, 72)),
      ),
      mediaRoot,
      'why-buy/1.webp',
      600,
      300,
    ),
  );
  jobs.push(() =>
    writeWebp(
      tileSvg(
        600,
        300,
        48,
        'Pay cash on delivery',
        'Or bank transfer or card',
        cashIcon(hsl(48, 50, 20), hsl(48, 80, 70)),
      ),
      mediaRoot,
      'why-buy/2.webp',
      600,
      300,
    ),
  );
  jobs.push(async () => {
    const svg = logoSvg();
    await writeFile(path.join(mediaRoot, 'logo.svg'), svg);
    await sharp(Buffer.from(svg), { density: 144 })
      .png({ compressionLevel: 9 })
      .toFile(path.join(mediaRoot, 'logo.png'));
    return [
      { path: 'logo.svg', width: 320, height: 80 },
      { path: 'logo.png', width: 640, height: 160 },
    ];
  });
  const results = await mapLimit(jobs, 2, (job) => job());
  return results.flat();
}
