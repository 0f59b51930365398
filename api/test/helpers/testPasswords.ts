// Password hashes for test members: the app's own format (`scrypt$N$r$p$<salt>$<hash>`, src/security/password.ts)
// with scrypt's cost lowered from N=16384 to N=1024, about a sixteenth of the CPU. verifyPassword reads the
// parameters from the stored string, so every sign-in and password check in a test is still a real scrypt
// comparison; only what the cost itself does (the stored parameters, the dummy check's timing) needs the real one,
// and the suites about that hash through the app (auth/signup, src/security).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { users } from '../../src/db/schema';

const TEST_N = 1024;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const hashes = new Map<string, Promise<string>>();

/** a hash of `password` verifyPassword accepts, made once per password and test file */
export function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = new Promise<string>((resolve, reject) => {
      const salt = crypto.randomBytes(16);
      crypto.scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: TEST_N, r: R, p: P }, (error, key) =>
        error ? reject(error) : resolve(`scrypt$${TEST_N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`),
      );
    });
    hashes.set(password, hash);
  }
  return hash;
}

/** gives the account with this e-mail `password` under a test hash (e.g. after a real sign-up made the costly one) */
export async function useTestPasswordHash(db: Executor, email: string, password: string): Promise<void> {
  await db.update(users).set({ passwordHash: await testPasswordHash(password) }).where(eq(users.email, email));
}
