// `npm run dev` (scripts/dev.mjs runs this file through tsx with NODE_ENV=development): the shop with
// its pages served from the storefront's sources by Vite, hot reload included; never built for
// production (docs/decisions/0025-development-loop.md).
import { serveStorefrontFromSources } from './http/storefront-dev';
import { runShop } from './run-shop';

// No page cache while the sources change under it: a cached page would hide the change.
process.env.PAGE_CACHE_MB = '0';
runShop({ storefrontDev: serveStorefrontFromSources });
