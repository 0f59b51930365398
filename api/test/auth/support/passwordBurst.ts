// A burst of concurrent wrong passwords for one account from one address: shared by the PGlite run
// (../password-burst.test.ts) and the PostgreSQL run (../password-burst.pg.test.ts), where the race is real.
import { and, eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../../src/db/client';
import { passwordAttempts, users } from '../../../src/db/schema';
import { accountSubject, ANY_ADDRESS, attemptPassword } from '../../../src/modules/auth/passwordAttempts';
import { FREE_FAILURES_PER_ADDRESS } from '../../../src/modules/auth/passwordDelay';
import { post, signupAndVerify } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const BURST = 30;

async function failuresOf(db: Database, subject: string, address: string): Promise<number | undefined> {
  const [row] = await db
    .select({ failures: passwordAttempts.failures })
    .from(passwordAttempts)
    .where(and(eq(passwordAttempts.subject, subject), eq(passwordAttempts.address, address)));
  return row?.failures;
}

export function passwordBurstSuite(describeOn: jest.Describe, title: string): void {
  describeOn(title, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it(`checks at most ${FREE_FAILURES_PER_ADDRESS} of ${BURST} concurrent attempts and counts each checked failure once`, async () => {
      const key = { subject: 'email:burst-ledger@example.com', address: '10.77.0.1', now: new Date() };
      let checks = 0;
      const slowWrongPassword = async () => {
        checks += 1;
        await sleep(25); // as slow as a real password check, so a check-then-act race would let many through
        return false;
      };
      const results = await Promise.all(Array.from({ length: BURST }, () => attemptPassword(t.database.db, key, slowWrongPassword)));
      expect(checks).toBe(FREE_FAILURES_PER_ADDRESS);
      expect(results.filter((r) => !r.ok && r.checked)).toHaveLength(FREE_FAILURES_PER_ADDRESS);
      expect(results.every((r) => !r.ok && r.retryAfterSeconds >= 0)).toBe(true);
      expect(await failuresOf(t.database.db, key.subject, key.address)).toBe(FREE_FAILURES_PER_ADDRESS);
      expect(await failuresOf(t.database.db, key.subject, ANY_ADDRESS)).toBe(FREE_FAILURES_PER_ADDRESS);
    });

    it(`through auth/login: ${BURST} concurrent wrong passwords are counted exactly, and other addresses stay free`, async () => {
      const member = await signupAndVerify(t);
      const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
      const address = '10.77.0.2';
      const login = (password: string, from: string) => post(t, '/api/auth/login', { email: member.email, password }, { 'x-forwarded-for': from });

      const replies = await Promise.all(Array.from({ length: BURST }, (_, i) => login(`Wrong#Pass${i}`, address)));
      expect(replies.every((r) => r.statusCode === 200 && r.json().status === 0 && r.json().message === 'Invalid Email or Password')).toBe(true);
      expect(await failuresOf(t.database.db, accountSubject(user.id), address)).toBe(FREE_FAILURES_PER_ADDRESS);

      expect((await login(member.password, '10.77.0.3')).json().status).toBe(1);
    });
  });
}
