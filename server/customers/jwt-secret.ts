// The key that signs customer tokens: the JWT_SECRET setting, else 32 random bytes generated once into
// DATA_DIR/secrets/jwt-secret (mode 600) and reused, so tokens survive restarts. Several servers
// sharing one database must share JWT_SECRET (or the data folder).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = path.join('secrets', 'jwt-secret');

export function jwtSigningKey(setting: string | undefined, dataDir: string): Uint8Array {
  if (setting) return new TextEncoder().encode(setting);
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written whole under a name of its own, then linked in place: link fails if the file exists, so
    // two servers starting at once keep the first one's secret, and neither ever reads a half-written one.
    const draft = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, crypto.randomBytes(32).toString('base64url') + '\n', { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  fs.chmodSync(file, 0o600);
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < 32) throw new Error(`${file} holds less than 32 bytes: delete it to generate a new secret, or set JWT_SECRET.`);
  return key;
}
