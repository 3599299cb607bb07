// Vite plugin: after the browser build, writes a gzip (.gz, Zopfli: about 3 % smaller than
// zlib's best) and a Brotli (.br) copy beside every script and stylesheet, so the server sends
// them without compressing on each request (@fastify/static preCompressed) and a phone downloads
// fewer bytes. Done once per build; assets are immutable and hashed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;
const MIN_BYTES = 1024;

export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full).catch(() => null);
          if (!source || source.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { numiterations: 15 }),
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([fs.writeFile(`${full}.gz`, gz), fs.writeFile(`${full}.br`, br)]);
        }),
      );
    },
  };
}
