// The shop's process: starts it (server/start-shop.ts), stops it cleanly on SIGINT or SIGTERM, and
// guards it against errors no request caught (server/process-guard.ts). `npm start` runs this file
// compiled (scripts/build-server.mjs) with NODE_ENV=production (scripts/launch-server.mjs).
import { guardProcess } from './process-guard';
import { startShop } from './start-shop';

const started = Date.now();
startShop()
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
      shop.close().then(() => process.exit(code), () => process.exit(1));
    };
    guardProcess(shop.app.log, () => stop(1));
    process.on('SIGINT', () => stop(0));
    process.on('SIGTERM', () => stop(0));
  })
  .catch((err: Error) => {
    console.error(err.name === 'DataDirLockedError' || err.message.startsWith('Invalid settings') ? err.message : err);
    process.exit(1);
  });
