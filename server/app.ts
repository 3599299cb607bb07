// The one server: JSON API under /api, media under /media, and the storefront for every other path.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Database } from '../database/connect';
import { registerBackoffice } from './backoffice/routes';
import { registerCatalogueRoutes } from './catalogue/routes';
import type { Config } from './config';
import { registerCustomers } from './customers/routes';
import { customerNoFromRequest } from './customers/sign-in/customer-auth';
import { jwtSigningKey } from './customers/sign-in/jwt-secret';
import { registerFeeds } from './feeds/routes';
import { installErrorHandling } from './http/errors';
import { type ReadinessCheck, registerHealth } from './http/health/health';
import { databaseCheck, diskCheck } from './http/health/readiness-checks';
import { answerFrameworkError, installInputGuard } from './http/input/input-guard';
import { normalisedUrl } from './http/input/normalised-url';
import { installRefusedBodyDraining } from './http/input/refused-body';
import { readFormBody } from './http/input/url-encoding';
import { createAttemptCounters } from './http/limits/attempt-counters';
import { installRequestLimits } from './http/limits/request-limits';
import { registerMedia } from './http/media';
import { connectRedis } from './http/redis-connection';
import { installCsrfProtection } from './http/security/csrf';
import { type LogDestination, shopLoggerOptions } from './http/security/safe-logging';
import { installSecurityHeaders } from './http/security/security-headers';
import { type PageOptions, registerStorefront } from './http/storefront-bridge';
import { registerMailSender } from './mail/routes';
import { mediaStoreFor } from './media/open-store';
import { registerOrderRoutes } from './orders/routes';
import { installAnswerCache } from './page-cache/answer-cache';
import { catalogueSignal } from './page-cache/catalogue-changes';
import { recordingProducts } from './page-cache/product-keys';
import { registerPaymentRoutes } from './payments/routes';
import { mountWipaySandbox } from './payments/wipay-sandbox-mount';
import { registerReceipts } from './receipts/routes';
import { createShopServices, type ShopContext } from './storefront-context';
import { whatsappDelivery } from './whatsapp/cloud-api';
import { registerWhatsappWebhook } from './whatsapp/webhook';
import { WHATSAPP_KIND } from './whatsapp/whatsapp-outbox';
import { whatsappSettings } from './whatsapp/whatsapp-settings';

const PAGE_BROTLI_QUALITY = 2;

/** Registers the routes that answer pages; the build's is registerStorefront (server/http/storefront-bridge.ts). */
export type PageServer = (app: FastifyInstance, pages: PageOptions, config: Config) => Promise<void>;

export interface AppDeps {
  db: Database;
  config: Config;
  /** Folder holding React Router's build (client/ and server/); without it only the API and media are served. */
  storefrontBuildDir?: string;
  /** Serves the pages from the storefront's sources instead of a build (`npm run dev`). */
  storefrontDev?: PageServer;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: LogDestination;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config, storefrontBuildDir, storefrontDev, logger, logDestination } = deps;
  const app = Fastify({
    // Redacted and with errors stripped of SQL parameters (server/http/security/safe-logging.ts).
    logger: logger === false ? false : shopLoggerOptions(config.LOG_LEVEL, logDestination),
    // One line per request only when asked for (LOG_LEVEL=debug): at info the log holds what matters.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL) }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: 1_048_576,
    // A client that sends its request slowly (or never finishes it), or stops reading its answer,
    // loses the connection instead of holding it forever (Node's 60 s limit for the headers stays).
    requestTimeout: 120_000,
    connectionTimeout: 120_000,
    frameworkErrors: answerFrameworkError,
    // One spelling of every address before anything reads it: the page cache, the limits, the router
    // and React Router see the same path (docs/decisions/0051). The cache's own listener, which answers
    // before Fastify, makes the same form first (server/page-cache/answer-cache.ts).
    rewriteUrl: (req) => normalisedUrl(req.url ?? '/'),
  });
  const mediaOrigin = /^https?:\/\//.test(config.MEDIA_BASE_URL) ? new URL(config.MEDIA_BASE_URL).origin : '';
  // The database's word that the catalogue or settings changed: the page cache and the standing data
  // (settings, categories, banners) each server keeps drop what they hold (docs/decisions/0044).
  const changes = await catalogueSignal(db, app.log);
  app.addHook('onClose', () => changes.close());
  // The first hook, before cookies, security headers, CSRF and compression: what it keeps is public and
  // compressed, and a hit goes out at once with the headers it needs (docs/decisions/0030).
  installAnswerCache(app, {
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    pages: config.NODE_ENV !== 'development',
    mediaOrigin,
    formTargets: [],
    changes,
    https: config,
    trustProxy: config.TRUST_PROXY,
  });
  // A body left unread by a refusal is read and dropped, or its connection closed (docs/decisions/0053).
  installRefusedBodyDraining(app);
  // request.cookies and reply.setCookie (the CSRF cookie), parsed before the hooks that read them; the back office
  // reads its cookies from React Router's Web Request with the same parser (server/backoffice/staff/session-cookie.ts).
  await app.register(cookie);
  installSecurityHeaders(app, config);
  // Shared by every server of the shop when set; the shop runs on without it (docs/decisions/0028).
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    const reached = await redis.ready(2_000);
    if (!reached) app.log.warn('Redis not reachable at start: limits count on this server alone meanwhile');
  }
  await installRequestLimits(
    app,
    { writesPerMinute: config.WRITE_LIMIT_PER_MINUTE, ordersPerAddress: config.ORDER_LIMIT_PER_ADDRESS },
    { redis },
  );
  const attempts = createAttemptCounters({ redis });
  installErrorHandling(app);
  installCsrfProtection(app, config);
  installInputGuard(app);
  // Answers the page cache does not keep: Brotli at quality 2 (PAGE_BROTLI_QUALITY) costs about what
  // gzip costs and is a little smaller; its default quality (11) costs a hundred times more. The cache
  // compresses what it keeps once, harder (server/page-cache/answer-cache.ts). Built scripts and styles
  // are compressed ahead (docs/decisions/0018).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
    // A whole page or answer up to this size is compressed in one call on the spot: a 60 KB page takes
    // under a millisecond, less than the stream the plugin would otherwise set up (docs/decisions/0047).
    syncThreshold: 256 * 1024,
  });
  await app.register(formbody, { parser: readFormBody });

  const shop = createShopServices(db, config, attempts, changes);
  // Liveness and readiness for a load balancer; a new service the shop needs adds its check here.
  const readiness: ReadinessCheck[] = [databaseCheck(db)];
  // The disks this server writes to: the embedded database's, the mail folder's without SMTP.
  const disks = [...(config.DATABASE_URL ? [] : [config.dataDir]), ...(config.SMTP_URL ? [] : [config.outboxDir])];
  if (disks.length) readiness.push(diskCheck(disks));
  if (redis) readiness.push({ name: 'redis', required: false, check: () => redis.client.ping() });
  // Media in a bucket: reported, not required, as with Redis: an outage of the one bucket would
  // otherwise take every server out at once, while pages, carts and orders still work without it.
  const media = mediaStoreFor(config);
  app.addHook('onClose', async () => media.close());
  if (media.kind === 'bucket') readiness.push({ name: 'media', required: false, check: () => media.check() });
  registerHealth(app, readiness);
  // API areas, one registration each (server/<area>/routes.ts).
  registerCatalogueRoutes(app, shop.catalogue);
  // One signing key for every server: the setting, else kept in the database (PGlite adopts its old file).
  const tokenKey = await jwtSigningKey(db, config.JWT_SECRET, config.DATABASE_URL ? undefined : config.dataDir);
  registerCustomers(app, { db, config, tokenKey, attempts });
  registerOrderRoutes(app, { db, config, customerNo: customerNoFromRequest });
  registerPaymentRoutes(app, { db, config, customerNo: customerNoFromRequest });
  registerBackoffice(app, shop.backoffice);
  // The catalogue feeds for Facebook, Instagram and Google (docs/decisions/0086).
  registerFeeds(app, { db, config });
  // Sends what the outbox holds: mails written with orders, payments and status changes, and the
  // WhatsApp updates written with them (docs/decisions/0088).
  const whatsapp = whatsappSettings(config);
  registerMailSender(app, { db, config, byKind: { [WHATSAPP_KIND]: whatsappDelivery(db, whatsapp) } });
  await registerWhatsappWebhook(app, db, whatsapp);
  // The WiPay simulator under /wipay-sandbox when no real WiPay is set (server/payments/wipay-settings.ts).
  await mountWipaySandbox(app, config, db);

  // Bank-transfer receipts sent to orders, kept privately with the media (docs/decisions/0089).
  await registerReceipts(app, { db, config, media, customerNo: customerNoFromRequest });
  await registerMedia(app, media);
  const pages: PageOptions = {
    mediaOrigin,
    formTargets: [],
    // A page made for the cache goes to many browsers: no nonce (docs/decisions/0030); the products its
    // loaders were given are recorded with it, and whether it is a list (docs/decisions/0061, 0067).
    getLoadContext: (request): ShopContext => {
      const fill = request.cacheFill;
      return {
        nonce: fill ? '' : request.cspNonce,
        shop: fill ? { ...shop, catalogue: recordingProducts(shop.catalogue, fill) } : shop,
        log: request.log,
      };
    },
  };
  if (storefrontDev) await storefrontDev(app, pages, config);
  else if (storefrontBuildDir) await registerStorefront(app, { buildDir: storefrontBuildDir, ...pages });
  return app;
}
