import { createWipaySandbox } from './app';

const port = Number(process.env.WIPAY_SANDBOX_PORT ?? 3100);
const host = process.env.WIPAY_SANDBOX_HOST ?? '127.0.0.1';

const app = createWipaySandbox({ logger: process.env.WIPAY_SANDBOX_LOG === '1' });

try {
  const address = await app.listen({ port, host });
  console.log(`WiPay sandbox listening on ${address} (use it as the WiPay base address)`);
} catch (error) {
  console.error('WiPay sandbox failed to start:', error);
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
