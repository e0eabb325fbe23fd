import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) at OWASP's baseline, 19 MiB and 2 passes: ~16 ms here.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a wrong email cannot be told from a wrong password by timing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('kindred-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
