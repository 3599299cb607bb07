// SIGTERM as a load balancer's orchestrator sends it: the server stops accepting at once, finishes the
// request in flight (an order whose body is still arriving), closes its pools and exits 0; a request
// that never finishes holds it no longer than SHUTDOWN_GRACE_SECONDS. On PostgreSQL the server runs with
// a data folder it cannot even create: it needs none (docs/decisions/0028).
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database/connect';
import { categories } from '../database/schema';
import { addProduct, orderBody } from './test-support/order-fixtures';
import { type ShopProcess, startShopProcess } from './test-support/shop-process';
import { startTestSmtpServer } from './test-support/smtp-server';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const CSRF = 'shutdown-test-csrf-token-0123456789';
const GRACE_SECONDS = 3;

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

/** An order whose body arrives in two parts: the request is in flight between them. */
function halfSentOrder(port: number, body: Record<string, unknown>) {
  const json = Buffer.from(JSON.stringify(body));
  const socket = net.connect({ port, host: '127.0.0.1' });
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  const head = [
    'POST /api/shop/SaveOrder HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${json.length}`,
    `Cookie: XSRF-TOKEN=${CSRF}`,
    `X-XSRF-TOKEN: ${CSRF}`,
    `Idempotency-Key: shutdown-${crypto.randomUUID()}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  socket.write(json.subarray(0, json.length >> 1));
  return {
    // write, not end: a client that half-closes its side counts as gone (server/http/client-gone.ts).
    finish: () => socket.write(json.subarray(json.length >> 1)),
    /** The whole answer once the server closed the connection. */
    answer: async () => {
      await closed;
      return answer;
    },
  };
}

async function refusesNewConnections(url: string): Promise<boolean> {
  const until = Date.now() + 3_000;
  while (Date.now() < until) {
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(500) });
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

function shutdownCases(start: () => Promise<ShopProcess>, order: () => Record<string, unknown>, saved: boolean) {
  it('on SIGTERM refuses new connections, finishes the order in flight and exits 0', async () => {
    const shop = await start();
    const inFlight = halfSentOrder(shop.port, order());
    await new Promise((r) => setTimeout(r, 300));
    const exit = exited(shop.child);
    shop.child.kill('SIGTERM');
    expect(await refusesNewConnections(shop.url)).toBe(true);
    expect(shop.alive()).toBe(true);
    inFlight.finish();
    const answer = await inFlight.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    if (saved) expect(body).toMatchObject({ success: true, OrderNo: expect.any(Number) });
    else expect(body).toMatchObject({ success: false });
    expect(await exit).toBe(0);
    expect(shop.output()).not.toMatch(/"level":(50|60)/); // nothing logged as an error or fatal
  });

  it(`exits 0 within ${GRACE_SECONDS} s of grace when a request never finishes`, async () => {
    const shop = await start();
    const stuck = halfSentOrder(shop.port, order());
    await new Promise((r) => setTimeout(r, 300));
    const began = Date.now();
    const exit = exited(shop.child);
    shop.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(Date.now() - began).toBeLessThan(GRACE_SECONDS * 1000 + 4_000);
    await stuck.answer(); // its connection was cut
  });
}

describe('SIGTERM on PGlite', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const start = async () => {
    const shop = await startShopProcess({
      emptyDataDir: true,
      env: { SEED_DEMO_DATA: 'false', SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
    });
    dirs.push(shop.dataDir);
    return shop;
  };
  // An empty shop: the order is refused (no such product), but it is answered before the server goes.
  shutdownCases(start, () => orderBody([{ ProductNo: 1, Quantity: 1 }]), false);
});

const PG_TITLE = `SIGTERM on PostgreSQL, with no data folder${SERVER_URL ? '' : ' (skipped: set TEST_DATABASE_URL)'}`;

describe.skipIf(!SERVER_URL)(PG_TITLE, () => {
  const dbName = `shop_shutdown_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-media-'));
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let env: Record<string, string>;
  let productNo: number;
  const dirs: string[] = [];
  // The helper's own empty folder goes unused: DATA_DIR in env names the one that cannot be created.
  const start = async () => {
    const shop = await startShopProcess({ env, emptyDataDir: true });
    dirs.push(shop.dataDir);
    return shop;
  };

  const admin = async (query: string) => {
    const url = new URL(SERVER_URL!);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${dbName}"`);
    const url = new URL(SERVER_URL!);
    url.pathname = `/${dbName}`;
    smtp = await startTestSmtpServer();
    env = {
      DATABASE_URL: url.toString(),
      // A folder under a file: it cannot be created, not even by root. Media stay in a folder of their own.
      DATA_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-no-dir-')), 'a-file', 'data'),
      MEDIA_DIR: mediaDir,
      SMTP_URL: smtp.url,
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    };
    fs.writeFileSync(path.dirname(env.DATA_DIR!), '');
    const first = await start(); // migrates the empty database
    await first.stop();
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.db.insert(categories).values({ slug: 'shutdown-test', name: 'Shutdown test' });
    productNo = await addProduct(database.db, { name: 'Bake and Shark', salesPrice: '45.00', stock: 100 });
    await database.close();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    await smtp?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  shutdownCases(start, () => orderBody([{ ProductNo: productNo, Quantity: 1 }]), true);

  it('starts, serves and is ready without its data folder', async () => {
    const shop = await start();
    try {
      expect(fs.existsSync(env.DATA_DIR!)).toBe(false);
      const ready = await fetch(`${shop.url}/api/health/ready`);
      expect(await ready.json()).toEqual({ ok: true, checks: { database: 'ok' } });
    } finally {
      await shop.stop();
    }
  });
});
