// Two servers of the shop on one PostgreSQL database send WhatsApp updates through the Cloud API
// simulator while orders come in; one is killed with SIGKILL while WhatsApp holds one of its posts, so
// WhatsApp takes a message whose answer that server never hears. The simulator reports every message's
// statuses to the shop's webhook through a load balancer in front of both (or, without one, to the
// surviving server), as WhatsApp does. Every acknowledged order ticked for WhatsApp has its one outbox
// row, every row is sent, and each message reaches WhatsApp exactly once (docs/decisions/0088, 0102).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../database/connect';
import { categories, mailOutbox } from '../../database/schema';
import { findBalancer } from '../../scripts/find-balancer.mjs';
import { freePort } from '../../scripts/shop-server.mjs';
import { createWhatsappSandbox } from '../../whatsapp-sandbox/app';
import { type LoadBalancer, startLoadBalancer } from '../test-support/load-balancer';
import { addProduct, orderBody } from '../test-support/order-fixtures';
import { type ShopProcess, startShopProcess } from '../test-support/shop-process';
import { WEBHOOK_PATH } from './webhook';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CSRF = 'whatsapp-kill-csrf-token-0123456789';
const TOKEN = 'kill-test-token';
const SECRET = 'kill-test-secret';
const PHONE_ID = '5550001';
const A_VERSION = 'v21.0';
const B_VERSION = 'v22.0';

async function whyNoPostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return `no PostgreSQL answers at ${SERVER_URL} (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}
const noPostgres = await whyNoPostgres();
if (noPostgres) console.warn(`Skipping the WhatsApp kill -9 test: ${noPostgres}.`);
const balancer = findBalancer({ install: false });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(noPostgres)('WhatsApp updates from two servers, one killed', () => {
  const dbName = `shop_wa_kill_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const sandbox = createWhatsappSandbox({ accessToken: TOKEN, appSecret: SECRET, phoneNumberId: PHONE_ID });
  let database: DatabaseHandle;
  let a: ShopProcess | undefined;
  let b: ShopProcess | undefined;
  let lb: LoadBalancer | undefined;
  let productNo: number;
  /** A posts to the API's version A_VERSION, B to another: the address tells which server posted. */
  /** Set to be told when WhatsApp holds one of A's posts. */
  let onHeld: ((orderNo: string) => void) | undefined;
  /** Updates WhatsApp took after their sender had gone: it never heard the answer. */
  const unheard: string[] = [];

  const admin = async (sql: string) => {
    const url = new URL(SERVER_URL);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // Each message answered after a moment; one of A's held for a second, while the test kills A.
    sandbox.addHook('preHandler', async (request) => {
      if (request.method !== 'POST' || !request.url.endsWith('/messages')) return;
      const body = request.body as { template?: { components?: { parameters?: { text?: string }[] }[] } };
      const orderNo = body.template?.components?.[0]?.parameters?.[1]?.text ?? '';
      // The caller's end of the connection closing (a killed process's sockets are closed by the system).
      let gone = false;
      const socket = request.raw.socket;
      const left = () => (gone = true);
      socket.once('end', left).once('close', left);
      if (onHeld && request.url.startsWith(`/${A_VERSION}/`)) {
        onHeld(orderNo);
        onHeld = undefined;
        await sleep(1_000);
      } else await sleep(150);
      socket.off('end', left).off('close', left);
      if (gone || socket.destroyed) unheard.push(orderNo);
    });
    const base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    await admin(`CREATE DATABASE "${dbName}"`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: url.toString(),
      SEED_DEMO_DATA: 'false',
      MAIL_CLAIM_SECONDS: '3',
      TRUST_PROXY: 'true',
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_API_BASE_URL: base,
    };
    a = await startShopProcess({ env: { ...env, WHATSAPP_API_VERSION: A_VERSION }, emptyDataDir: true });
    b = await startShopProcess({ env: { ...env, WHATSAPP_API_VERSION: B_VERSION }, emptyDataDir: true });
    if (balancer.kind) {
      lb = await startLoadBalancer(balancer as Required<typeof balancer>, await freePort(), [
        { name: 'a', port: a.port },
        { name: 'b', port: b.port },
      ]);
    } else console.warn(`No load balancer (${balancer.why}): WhatsApp's statuses go to the surviving server.`);
    sandbox.webhookUrl = `${lb?.url ?? b.url}${WEBHOOK_PATH}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await database.db.insert(categories).values({ slug: 'wa-kill', name: 'WhatsApp kill test' });
    productNo = await addProduct(database.db, { name: 'Tassa', salesPrice: '25.00', stock: 10_000 });
  });

  afterAll(async () => {
    await lb?.stop();
    await a?.stop('SIGKILL');
    await b?.stop('SIGKILL');
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    await sandbox.close();
    for (const s of [a, b]) if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
  });

  const order = async (shop: ShopProcess, n: number): Promise<number | undefined> => {
    try {
      const res = await fetch(`${shop.url}/api/shop/SaveOrder`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${CSRF}`,
          'x-xsrf-token': CSRF,
          'x-forwarded-for': `10.30.${n % 200}.1`,
        },
        body: JSON.stringify(
          orderBody([{ ProductNo: productNo, Quantity: 1 }], {
            IdempotencyKey: crypto.randomUUID(),
            WhatsappUpdates: 1,
            CustomerMobile: '7654321',
          }),
        ),
      });
      const answer = (await res.json()) as { OrderNo?: number };
      return answer.OrderNo;
    } catch {
      return undefined;
    }
  };

  it('sends each update exactly once, though a server is killed while WhatsApp holds its post', async () => {
    const placed: number[] = [];
    let killedAt = 0;
    for (let n = 0; n < 60; n++) {
      if (n === 30) {
        // Orders through A until WhatsApp holds one of A's posts (B's timer may take a row first); then
        // A is killed while its post is held, and never hears WhatsApp's answer.
        const held = new Promise<string>((resolve) => (onHeld = resolve));
        let heldOrder: string | undefined;
        for (let extra = 0; extra < 10 && !heldOrder; extra++) {
          const no = await order(a!, n + extra * 1000);
          if (no !== undefined) placed.push(no);
          heldOrder = await Promise.race([held, sleep(2_000).then(() => undefined)]);
        }
        expect(heldOrder, "one of A's posts held by WhatsApp").toBeDefined();
        await a!.stop('SIGKILL');
        killedAt = Date.now();
        continue;
      }
      const shop = n < 30 && n % 2 === 0 ? a! : b!;
      const no = await order(shop, n);
      if (no === undefined) continue;
      placed.push(no);
    }
    expect(placed.length).toBeGreaterThanOrEqual(55);

    // Every acknowledged order has its one row, and every row ends sent (B takes over A's claims).
    let rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'whatsapp-update'));
    for (let i = 0; i < 300 && (rows.length < placed.length || rows.some((r) => r.status !== 'sent')); i++) {
      await sleep(200);
      rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'whatsapp-update'));
    }
    const settled = (Date.now() - killedAt) / 1000;
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(rows.map((r) => r.orderNo).sort()).toEqual([...placed].sort());
    // WhatsApp took at least one message whose sender was killed before it heard the answer.
    expect(unheard.length).toBeGreaterThanOrEqual(1);

    // Time for any second post to arrive: longer than a claim (MAIL_CLAIM_SECONDS), after which B
    // takes over whatever A held.
    await sleep(4_000);
    const byOrder = new Map<string, string[]>();
    for (const m of sandbox.received) byOrder.set(m.params[1]!, [...(byOrder.get(m.params[1]!) ?? []), m.id]);
    for (const no of placed) expect(byOrder.get(String(no)) ?? [], `order ${no}`).toHaveLength(1);
    expect(sandbox.received).toHaveLength(placed.length);
    // Each row keeps its one message's id: for the unheard ones, from WhatsApp's status webhook.
    for (const r of rows) expect(r.providerMessageId, `order ${r.orderNo}`).toBe(byOrder.get(String(r.orderNo))?.[0]);
    console.log(
      `WhatsApp kill test: ${placed.length} orders, ${sandbox.received.length} messages, ` +
        `${unheard.length} taken by WhatsApp after their sender was killed, statuses through ` +
        `${lb ? lb.kind : 'the surviving server'}, all sent ${settled.toFixed(1)} s after the kill`,
    );
  });
});
