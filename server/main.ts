// The shop's process as `npm start` runs it: this file compiled (scripts/build-server.mjs) with
// NODE_ENV=production (scripts/launch-server.mjs), pages from the storefront build.
import { runSeedChild, SEED_CHILD } from './first-start-seed';
import { runShop } from './run-shop';

// A first start seeds in a child process running this file again (docs/decisions/0063).
if (process.env[SEED_CHILD] === '1') void runSeedChild();
else runShop({ seedApart: true });
