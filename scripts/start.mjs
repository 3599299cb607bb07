#!/usr/bin/env node
// `npm start`: build the storefront when there is no build (or its sources changed), then serve.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'build', '.sources');
const sources = ['storefront', 'shop-rules', 'public', 'server/catalogue/product-card.ts', 'server/storefront-context.ts', 'vite.config.ts', 'scripts/precompress-assets.ts', 'react-router.config.ts', 'package-lock.json'];

function hashSources() {
  const hash = createHash('sha256');
  const walk = (p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name));
    } else {
      hash.update(p).update(fs.readFileSync(full));
    }
  };
  sources.forEach(walk);
  return hash.digest('hex');
}

const wanted = hashSources();
const haveBuild = fs.existsSync(path.join(root, 'build', 'server', 'index.js'));
const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (process.argv.includes('--rebuild') || !haveBuild || stamp !== wanted) {
  console.log('Building the storefront…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stampFile, wanted);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], { cwd: process.cwd(), stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
