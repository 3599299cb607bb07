import pg from 'pg';

/** A connection to the server's maintenance database, for CREATE/DROP DATABASE. */
export async function adminUrl(serverUrl: string): Promise<pg.Client> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

export async function dropDatabase(serverUrl: string, name: string) {
  const admin = await adminUrl(serverUrl);
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
