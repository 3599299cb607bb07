// Browser tests drive the system's Chromium, never a downloaded one. Order: CHROME_PATH, the usual
// paths; on Debian as root the `chromium` package is installed when missing; otherwise a clear stop.
// The tests prefer Chromium's headless shell (docs/decisions/0106): the same engine without the
// browser's window machinery, for about half the processor time; `npm run bench` measures the phone with
// the full browser.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** Debian's headless shell of Chromium (package `chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const canInstall = () =>
  fs.existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs a Debian package with apt-get; answers whether it went. */
function aptInstall(name) {
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, {
      stdio: 'inherit',
    });
    return true;
  } catch {
    return false;
  }
}

function fromEnvironment() {
  const fromEnv = process.env.CHROME_PATH;
  if (!fromEnv) return null;
  if (fs.existsSync(fromEnv)) return fromEnv;
  throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
}

/**
 * The Chromium the browser tests drive: CHROME_PATH, else the headless shell (installed when it can be),
 * else the full browser.
 */
export function findTestChromium({ install = true } = {}) {
  const chosen = fromEnvironment();
  if (chosen) return chosen;
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (install && canInstall()) {
    console.log("Chromium's headless shell is missing: installing the Debian package `chromium-headless-shell`…");
    if (aptInstall('chromium-headless-shell') && fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  return findChromium({ install });
}

/** The full Chromium browser (the bench measures a phone with it). */
export function findChromium({ install = true } = {}) {
  const chosen = fromEnvironment();
  if (chosen) return chosen;
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  if (install && canInstall()) {
    console.log('Chromium is missing: installing the Debian package `chromium` with apt-get…');
    aptInstall('chromium');
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Install Chromium (Debian: `apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary. The tests never download a browser.',
  );
}

/** Flags for a test's own browser (Playwright adds --headless: the full browser's new headless mode). */
export const chromiumArgs = [
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
