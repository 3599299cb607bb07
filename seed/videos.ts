// Demo product videos: short H.264 clips committed under seed/assets/videos/ (made once by
// seed/assets/make-videos.ts with ffmpeg) and copied into the media folder at seed time.
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Sharp from 'sharp';
import { categoryIcon, escapeXml, FONT, hsl } from './svg-art';

// Loaded on first use: libvips costs a server tens of MiB it does not need until a picture is made
// (docs/decisions/0034).
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

export interface DemoVideo {
  file: string; // name under media/videos/, as used in SeedProduct.videoFile
  title: string;
  top: string; // icon drawn (a top-level category slug or 'tabla')
  hue: number;
}

export const DEMO_VIDEOS: DemoVideo[] = [
  { file: 'tabla-demo.mp4', title: 'Tabla demo', top: 'tabla', hue: 4 },
  { file: 'dholak-demo.mp4', title: 'Dholak demo', top: 'musical-items', hue: 280 },
  { file: 'diya-demo.mp4', title: 'Divali deya demo', top: 'puja-items', hue: 32 },
];

export const VIDEO_SIZE = 480;
export const ASSET_VIDEO_DIR = fileURLToPath(new URL('./assets/videos/', import.meta.url));

/** One frame of a demo clip at time t in [0, 1): a moving gradient, a pulsing icon and the title. */
export function videoFrameSvg(video: DemoVideo, t: number): string {
  const S = VIDEO_SIZE;
  const hue = video.hue + 40 * Math.sin(2 * Math.PI * t);
  const beat = 1 + 0.08 * Math.max(0, Math.sin(2 * Math.PI * t * 4)); // four beats per clip
  const ink = hsl(hue, 50, 18);
  const x2 = 0.5 + 0.5 * Math.cos(2 * Math.PI * t);
  const y2 = 0.5 + 0.5 * Math.sin(2 * Math.PI * t);
  const scale = 1.1 * beat;
  const orbitX = S / 2 + 150 * Math.cos(2 * Math.PI * t);
  const orbitY = S / 2 + 150 * Math.sin(2 * Math.PI * t);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2.toFixed(3)}" y2="${y2.toFixed(3)}"><stop offset="0" stop-color="${hsl(hue, 80, 88)}"/><stop offset="1" stop-color="${hsl(hue + 60, 70, 62)}"/></linearGradient></defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/>
<circle cx="${orbitX.toFixed(1)}" cy="${orbitY.toFixed(1)}" r="70" fill="#ffffff" fill-opacity="0.35"/>
<circle cx="${S / 2}" cy="200" r="${(115 * beat).toFixed(1)}" fill="#ffffff" fill-opacity="0.5"/>
<g transform="translate(${(S / 2 - 100 * scale).toFixed(1)} ${(200 - 100 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">${categoryIcon(video.top, ink, hsl(hue, 70, 70))}</g>
<text x="${S / 2}" y="395" font-family="${FONT}" font-size="40" font-weight="700" fill="${ink}" text-anchor="middle">${escapeXml(video.title)}</text>
<text x="${S / 2}" y="440" font-family="${FONT}" font-size="20" fill="${ink}" fill-opacity="0.75" text-anchor="middle">Trini Shop (demo)</text>
</svg>`;
}

export interface WrittenVideo {
  file: string; // e.g. 'tabla-demo.mp4'
  path: string; // relative to mediaRoot, e.g. 'videos/tabla-demo.mp4'
  posterPath: string; // e.g. 'videos/tabla-demo.webp' (480×480)
}

/** Copies the committed demo clips to mediaRoot/videos/ and writes a WebP poster for each. */
export async function writeVideos(mediaRoot: string): Promise<WrittenVideo[]> {
  const sharp = await loadSharp();
  await mkdir(path.join(mediaRoot, 'videos'), { recursive: true });
  const out: WrittenVideo[] = [];
  for (const v of DEMO_VIDEOS) {
    const rel = `videos/${v.file}`;
    const poster = `videos/${v.file.replace(/\.mp4$/, '.webp')}`;
    await copyFile(path.join(ASSET_VIDEO_DIR, v.file), path.join(mediaRoot, rel));
    await sharp(Buffer.from(videoFrameSvg(v, 0)))
      .webp({ quality: 75 })
      .toFile(path.join(mediaRoot, poster));
    out.push({ file: v.file, path: rel, posterPath: poster });
  }
  return out;
}
