import { hash, verify, Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes); cheap enough for a 2-core box under load.
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random secret, verified against when the email is unknown so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('panelhouse-timing-equaliser', OPTIONS);
  return dummyHash;
}
