#!/usr/bin/env node
// Compiles the server (server/, database/, seed/, shop-rules/, wipay-sandbox/) into one ES module,
// build/shop-server/main.mjs, with esbuild in about a second; packages stay in node_modules. The
// shop runs that file, not its TypeScript through tsx: less memory and a faster start
// (docs/decisions/0018). `npm start` compiles it at every start, so it is never older than the code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'build', 'shop-server', 'main.mjs');

// Source files find their neighbours (migrations, seed videos, the project folder) through
// import.meta; in one bundle those would all point at the bundle. Each file's own is written back in,
// relative to the bundle, so the project folder can still move.
function ownImportMeta(outDir) {
  return {
    name: 'own-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const relative = JSON.stringify(path.relative(outDir, args.path).split(path.sep).join('/'));
        const url = `new URL(${relative}, import.meta.url)`;
        const contents = source
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.filename', `__shopFileOf(${url})`)
          .replaceAll('import.meta.dirname', `__shopDirOf(${url})`);
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

export async function buildServer(outFile = serverBundle) {
  const outDir = path.dirname(outFile);
  fs.mkdirSync(outDir, { recursive: true });
  // Written under a name of its own and renamed: a server starting meanwhile never reads half a file.
  const draft = `${outFile}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: draft,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
    banner: {
      js: [
        "import { dirname as __shopDirname } from 'node:path';",
        "import { fileURLToPath as __shopFileURLToPath } from 'node:url';",
        'const __shopFileOf = (u) => __shopFileURLToPath(u);',
        'const __shopDirOf = (u) => __shopDirname(__shopFileURLToPath(u));',
      ].join('\n'),
    },
    plugins: [ownImportMeta(outDir)],
  });
  fs.renameSync(draft, outFile);
  return outFile;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const started = Date.now();
  await buildServer();
  console.log(`Server compiled to ${path.relative(root, serverBundle)} in ${Date.now() - started} ms.`);
}
