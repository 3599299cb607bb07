// Tests only, loaded into the server process with --import: when the process exits it prints which
// of React's and React DOM's files ran in it (development or production builds), on one line.
// Node's ESM loader also reads, without running, both files a CommonJS index names, so only modules
// that were loaded count.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.on('exit', () => {
  const files = Object.entries(require.cache)
    .filter(([file, module]) => module?.loaded && /[\\/]node_modules[\\/](react|react-dom)[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file.replace(/^.*node_modules[\\/]/, '').replaceAll('\\', '/'));
  fs.writeSync(1, `react-builds: ${JSON.stringify(files)}\n`);
});
