// One-off maker for the committed demo clips (needs ffmpeg; NOT run at seed time):
//   npx tsx seed/assets/make-videos.ts
// Renders each frame from SVG with sharp, then encodes 3.5 s, 480×480, 24 fps H.264 (yuv420p),
// no audio, with +faststart so browsers can start playing before the whole file arrives.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ASSET_VIDEO_DIR, DEMO_VIDEOS, videoFrameSvg } from '../videos';

const FPS = 24;
const SECONDS = 3.5;

for (const v of DEMO_VIDEOS) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-video-'));
  const frames = Math.round(FPS * SECONDS);
  for (let i = 0; i < frames; i++) {
    await sharp(Buffer.from(videoFrameSvg(v, i / frames)))
      .png({ compressionLevel: 1 })
      .toFile(path.join(dir, `${i.toString().padStart(4, '0')}.png`));
  }
  const out = path.join(ASSET_VIDEO_DIR, v.file);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(dir, '%04d.png'),
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
    '-an',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    out,
  ]);
  await rm(dir, { recursive: true });
  console.log(`${v.file}: ${(await stat(out)).size} bytes`);
}
