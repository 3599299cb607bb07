// Every setting is an environment variable with a safe default, validated once at start.
// The README's settings table lists the same names: keep them in step.
import path from 'node:path';
import { z } from 'zod';
import { SANDBOX_ACCOUNT_NUMBER, SANDBOX_API_KEY, sandboxCredentialsInLive } from './payments/card-test-mode';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_BASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // Shares request limits and sign-in counters across servers (docs/decisions/0028); optional.
    REDIS_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // On SIGTERM: how long requests in flight may take to finish before the server stops anyway.
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    // Memory for cached catalogue pages and API answers, compressed (docs/decisions/0030); 0 turns it off.
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    MEDIA_BASE_URL: z.string().default('/media'),
    MEDIA_DIR: z.string().optional(),
    // Media in an S3-compatible bucket instead of MEDIA_DIR, shared by every server (decision 0029).
    MEDIA_S3_BUCKET: z.string().optional(),
    MEDIA_S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
    MEDIA_S3_FORCE_PATH_STYLE: flag.default(false),
    // Where browsers load media from the bucket (its public address or a CDN); without it, through /media.
    MEDIA_S3_PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED_DEMO_DATA: flag.default(true),
    // With the demo seed, also generate its images and videos (about a minute); tests leave them out.
    SEED_DEMO_MEDIA: flag.default(true),
    // Which proxies may tell the client's address (X-Forwarded-For): 'false' (none, the default),
    // 'true' (any: only behind a proxy that strips the header), a hop count, or addresses/CIDRs.
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string[] => {
        const t = v.trim();
        if (['', 'false', '0', 'no', 'off'].includes(t)) return false;
        if (['true', 'yes', 'on'].includes(t)) return true;
        if (/^\d+$/.test(t)) return Number(t);
        return t
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
      }),
    SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // Orders and card payment starts per client address in 10 minutes, within the write limit.
    ORDER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHOP_NAME: z.string().default('Trini Shop (demo)'),
    CARD_GATEWAY_ENABLED: flag.default(false),
    WIPAY_BASE_URL: z.string().url().optional(),
    WIPAY_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{10}$/)
      .default('1234567890'),
    WIPAY_API_KEY: z.string().min(1).default('123'),
    WIPAY_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
    WIPAY_FEE_STRUCTURE: z.enum(['customer_pay', 'merchant_absorb', 'split']).default('customer_pay'),
    WIPAY_CURRENCY: z.enum(['TTD', 'USD']).default('TTD'),
    JWT_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('"Trini Shop (demo)" <orders@example.test>'),
    OUTBOX_DIR: z.string().optional(),
    // How long a mail being sent is its sender's; a server that died mid-send leaves it to others after this.
    MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    // WhatsApp Business Cloud API (docs/decisions/0088): all three, or no WhatsApp message is sent.
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{1,30}$/)
      .optional(),
    WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
    WHATSAPP_APP_SECRET: z.string().min(1).optional(),
    WHATSAPP_API_BASE_URL: z.string().url().default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/)
      .default('v21.0'),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).max(10).default('en'),
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: z.string().min(8).optional(),
    // How long an update whose post's answer was lost waits for WhatsApp's status webhook before it is
    // posted again (docs/decisions/0102).
    WHATSAPP_STATUS_WAIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    WHATSAPP_TEMPLATE_ORDER_RECEIVED: z.string().default('order_received'),
    WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: z.string().default('out_for_delivery'),
    WHATSAPP_TEMPLATE_DELIVERY_FAILED: z.string().default('delivery_failed'),
    WHATSAPP_TEMPLATE_DELIVERED: z.string().default('order_delivered'),
    WHATSAPP_TEMPLATE_PAYMENT_RECEIVED: z.string().default('payment_received'),
    WHATSAPP_TEMPLATE_REFUND: z.string().default('order_refund'),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(12).optional(),
  })
  .superRefine((e, ctx) => {
    if (!e.MEDIA_S3_ACCESS_KEY_ID !== !e.MEDIA_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [e.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'],
        message:
          'set both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither (the SDK then finds its own)',
      });
    }
    if (!e.MEDIA_S3_BUCKET && (e.MEDIA_S3_ENDPOINT || e.MEDIA_S3_PUBLIC_URL)) {
      const message = "the other MEDIA_S3_ settings need the bucket's name";
      ctx.addIssue({ code: 'custom', path: ['MEDIA_S3_BUCKET'], message });
    }
    // WiPay's public sandbox credentials would let anyone sign a payment return: never live (decision 0020).
    const wrong = sandboxCredentialsInLive({
      environment: e.WIPAY_ENVIRONMENT,
      accountNumber: e.WIPAY_ACCOUNT_NUMBER,
      apiKey: e.WIPAY_API_KEY,
    });
    if (wrong.includes('accountNumber')) {
      ctx.addIssue({
        code: 'custom',
        path: ['WIPAY_ACCOUNT_NUMBER'],
        message:
          `${SANDBOX_ACCOUNT_NUMBER} is WiPay's public sandbox account; with WIPAY_ENVIRONMENT=live set ` +
          "WIPAY_ACCOUNT_NUMBER (and WIPAY_API_KEY) to the shop's own, or WIPAY_ENVIRONMENT=sandbox for testing",
      });
    }
    if (wrong.includes('apiKey')) {
      ctx.addIssue({
        code: 'custom',
        path: ['WIPAY_API_KEY'],
        message:
          `${SANDBOX_API_KEY} is WiPay's public sandbox key; with WIPAY_ENVIRONMENT=live set WIPAY_API_KEY ` +
          'to the key WiPay gave the shop, or WIPAY_ENVIRONMENT=sandbox for testing',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  mediaDir: string;
  outboxDir: string;
  publicBaseUrl: string;
  isProduction: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    // Browsers load bucket media from its public address when one is given.
    MEDIA_BASE_URL: (e.MEDIA_S3_BUCKET && e.MEDIA_S3_PUBLIC_URL?.replace(/\/$/, '')) || e.MEDIA_BASE_URL,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction: e.NODE_ENV === 'production',
  };
}
