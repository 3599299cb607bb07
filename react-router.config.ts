import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'storefront',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
