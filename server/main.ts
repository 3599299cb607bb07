// The shop's process as `npm start` runs it: this file compiled (scripts/build-server.mjs) with
// NODE_ENV=production (scripts/launch-server.mjs), pages from the storefront build.
import { runShop } from './run-shop';

runShop();
