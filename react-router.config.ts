import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { buildServiceWorker } from './scripts/build-service-worker.mjs';

export default {
  appDirectory: 'storefront',
  // A test run may build into a folder of its own, so parallel runs never replace each other's files.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
  // The service worker is built from the finished client files (docs/decisions/0055).
  async buildEnd({ reactRouterConfig }) {
    await buildServiceWorker(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
