// Prepares one seeded database per engine for this test run, which every test file copies:
// PGlite as a dump loaded into memory, PostgreSQL (TEST_DATABASE_URL) as a template database.
// Each run names its own databases and drops them at the end, so runs never see each other's rows.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../database/connect';
import { seedDemoShop } from '../../seed/seed-demo';
import { hashPassword } from '../customers/sign-in/passwords';
import { adminUrl, dropDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string | null;
    runId: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));

  const lite = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(lite);
  await seedDemoShop(lite.db, { hashPassword });
  const dump = await (lite.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }).$client.dumpDataDir(
    'none',
  );
  const dumpFile = path.join(tmp, 'seeded.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await lite.close();

  let template: string | null = null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    template = `shop_test_${runId}_template`;
    const admin = await adminUrl(serverUrl);
    await admin.query(`CREATE DATABASE "${template}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const pgHandle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await migrateDatabase(pgHandle);
    await seedDemoShop(pgHandle.db, { hashPassword });
    await pgHandle.close();
    await admin.end();
  }

  project.provide('pgliteDump', dumpFile);
  project.provide('postgresTemplate', template);
  project.provide('runId', runId);

  return async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (serverUrl && template) await dropDatabase(serverUrl, template);
  };
}
