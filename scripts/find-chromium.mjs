// Browser tests drive the system's Chromium, never a downloaded one. Order: CHROME_PATH, the usual
// paths; on Debian as root the `chromium` package is installed when missing; otherwise a clear stop.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isDebian = fs.existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isDebian && isRoot) {
    console.log('Chromium is missing: installing the Debian package `chromium` with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Install Chromium (Debian: `apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary. The tests never download a browser.',
  );
}

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

if (process.argv[1]?.endsWith('find-chromium.mjs')) {
  try {
    console.log(findChromium());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
