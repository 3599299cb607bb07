// `npm run whatsapp:sandbox`: the Cloud API simulator on its own port; point WHATSAPP_API_BASE_URL at it.
import { createWhatsappSandbox } from './app';

const port = Number(process.env.WHATSAPP_SANDBOX_PORT ?? 3200);
const app = createWhatsappSandbox({
  accessToken: process.env.WHATSAPP_ACCESS_TOKEN ?? 'sandbox-token',
  appSecret: process.env.WHATSAPP_APP_SECRET ?? 'sandbox-secret',
  phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID ?? '1000000000',
  // The shop's /webhooks/whatsapp: each accepted message's statuses are sent there, as WhatsApp does.
  webhookUrl: process.env.WHATSAPP_SANDBOX_WEBHOOK_URL || undefined,
});

try {
  const address = await app.listen({ port, host: '127.0.0.1' });
  console.log(`WhatsApp Cloud API sandbox listening on ${address} (set WHATSAPP_API_BASE_URL to it)`);
} catch (error) {
  console.error('WhatsApp sandbox failed to start:', error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
