// The one server: JSON API under /api, media under /media, and the storefront for every other path.
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from '../database/connect';
import { registerCatalogueRoutes } from './catalogue/routes';
import type { Config } from './config';
import { customerNoFromRequest } from './customers/customer-auth';
import { registerCustomers } from './customers/routes';
import { installCsrfProtection } from './http/csrf';
import { installErrorHandling } from './http/errors';
import { answerFrameworkError, installInputGuard } from './http/input-guard';
import { registerMedia } from './http/media';
import { shopLoggerOptions, type LogDestination } from './http/safe-logging';
import { installSecurityHeaders } from './http/security-headers';
import { readFormBody } from './http/url-encoding';
import { installWriteLimits } from './http/write-limits';
import { registerStorefront } from './http/storefront-bridge';
import { registerBackoffice } from './backoffice/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerPaymentRoutes } from './payments/routes';
import { mountWipaySandbox } from './payments/wipay-sandbox-mount';
import { createShopServices, type ShopContext } from './storefront-context';

export interface AppDeps {
  db: Database;
  config: Config;
  /** Folder holding React Router's build (client/ and server/); without it only the API and media are served. */
  storefrontBuildDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: LogDestination;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config, storefrontBuildDir, logger, logDestination } = deps;
  const app = Fastify({
    // Redacted and with errors stripped of SQL parameters (server/http/safe-logging.ts).
    logger: logger === false ? false : shopLoggerOptions(config.LOG_LEVEL, logDestination),
    // One line per request only when asked for (LOG_LEVEL=debug): at info the log holds what matters.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL) }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  });
  installSecurityHeaders(app, { isProduction: config.isProduction });
  installWriteLimits(app, config.WRITE_LIMIT_PER_MINUTE);
  installErrorHandling(app);
  installCsrfProtection(app, { isProduction: config.isProduction });
  installInputGuard(app);
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await app.register(formbody, { parser: readFormBody });

  const shop = createShopServices(db, config);
  app.get('/api/health', async () => ({ ok: true }));
  // API areas, one registration each (server/<area>/routes.ts).
  registerCatalogueRoutes(app, shop.catalogue);
  registerCustomers(app, { db, config });
  registerOrderRoutes(app, { db, config, customerNo: customerNoFromRequest });
  registerPaymentRoutes(app, { db, config, customerNo: customerNoFromRequest });
  registerBackoffice(app, shop.backoffice);
  // The WiPay simulator under /wipay-sandbox when no real WiPay is set (server/payments/wipay-settings.ts).
  await mountWipaySandbox(app, config);

  await registerMedia(app, config.mediaDir);
  if (storefrontBuildDir) {
    const mediaOrigin = /^https?:\/\//.test(config.MEDIA_BASE_URL) ? new URL(config.MEDIA_BASE_URL).origin : '';
    await registerStorefront(app, {
      buildDir: storefrontBuildDir,
      mediaOrigin,
      formTargets: [],
      getLoadContext: (request): ShopContext => ({ nonce: request.cspNonce, shop, log: request.log }),
    });
  }
  return app;
}
