// The shop's process: starts it (server/start-shop.ts), stops it cleanly on SIGINT or SIGTERM, and
// guards it against errors no request caught (server/process-guard.ts). server/main.ts runs it with
// the storefront build (`npm start`), server/dev.ts with the storefront's sources (`npm run dev`).
import { guardProcess } from './process-guard';
import { type StartOptions, startShop } from './start-shop';

export function runShop(options: StartOptions = {}) {
  const started = Date.now();
  startShop(process.env, options)
    .then((shop) => {
      const mode = process.env.NODE_ENV ?? 'no NODE_ENV';
      console.log(`Shop ready at ${shop.url} (${shop.database.kind}, ${mode}) in ${Date.now() - started} ms`);
      let closing = false;
      const stop = (code: number) => {
        if (closing) return;
        closing = true;
        // New connections are refused and readiness answers 503 at once; requests in flight get
        // SHUTDOWN_GRACE_SECONDS to finish, then their connections are cut (a client that never reads
        // its answer gets no more). Then the pools close and the process exits (docs/decisions/0028).
        const graceMs = shop.config.SHUTDOWN_GRACE_SECONDS * 1000;
        setTimeout(() => shop.app.server.closeAllConnections(), graceMs).unref();
        setTimeout(() => process.exit(code), graceMs + 5_000).unref();
        shop.close().then(
          () => process.exit(code),
          () => process.exit(1),
        );
      };
      guardProcess(shop.app.log, () => stop(1));
      process.on('SIGINT', () => stop(0));
      process.on('SIGTERM', () => stop(0));
    })
    .catch((err: Error) => {
      const known = err.name === 'DataDirLockedError' || err.message.startsWith('Invalid settings');
      console.error(known ? err.message : err);
      process.exit(1);
    });
}
