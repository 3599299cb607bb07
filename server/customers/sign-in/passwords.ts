// Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). Only the PHC string
// ($argon2id$v=19$m=19456,t=2,p=1$…) is ever stored; passwords are never stored or logged.
import crypto from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a damaged stored hash refuses the login rather than failing the request
  }
}

// An unknown mobile still costs one full verification, so timing does not tell which mobiles have accounts.
let dummyHash: Promise<string> | undefined;
/** Made at start-up, so even the first unknown mobile costs exactly one verification. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

export async function spendVerificationTime(password: string): Promise<false> {
  await passwordMatches(await prepareDummyHash(), password);
  return false;
}
