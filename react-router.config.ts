import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'storefront',
  // A test run may build into a folder of its own, so parallel runs never replace each other's files.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
