// First start of the embedded database in development mode (DEV_MODE=true, DATABASE_URL unset): one SA account and
// one verified demo member with documented passwords, savings (./demoSavings.ts) and loans with four demo friends
// (./demoLoans.ts), a demo catalogue and investments (./demoCommerce.ts), and the back office's first records
// (./demoBackOffice.ts), so the app can be tried at once. Runs
// only while no SA exists.
// Outside development mode nothing is seeded: `npm run create-admin` makes the first administrator.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { developmentFeaturesOn } from '../environment/devMode';
import { hashPassword } from '../security/password';
import { findUserByEmail, insertUser } from '../modules/auth';
import type { Database } from './client';
import { seedDemoSavings } from './demoSavings';
import { seedDemoLoans } from './demoLoans';
import { seedDemoCommerce } from './demoCommerce';
import { seedDemoBackOffice } from './demoBackOffice';
import { seedDemoNotices } from './demoNotices';
import { seedDemoReports } from './demoReports';
import { users, type Role } from './schema';

export interface SeededAccount {
  role: Role;
  email: string;
  password: string;
}

/** `admin@x` → `admin+checker@x` */
export const secondAdminEmail = (adminEmail: string) => adminEmail.replace('@', '+checker@');

export async function seedFirstStart(db: Database, config: Config, now: Date): Promise<SeededAccount[]> {
  if (config.DATABASE_URL || !developmentFeaturesOn(config)) return [];
  const [adminHash, memberHash] = await Promise.all([hashPassword(config.SEED_ADMIN_PASSWORD), hashPassword(config.SEED_DEMO_MEMBER_PASSWORD)]);
  return db.transaction(async (tx) => {
    const [existingSa] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'SA')).limit(1);
    if (existingSa) return [];
    const seeded: SeededAccount[] = [];
    if (!(await findUserByEmail(tx, config.SEED_ADMIN_EMAIL))) {
      await insertUser(tx, {
        email: config.SEED_ADMIN_EMAIL,
        passwordHash: adminHash,
        firstName: 'Society',
        lastName: 'Administrator',
        phoneNo: '',
        role: 'SA',
        emailVerifiedAt: now,
        now,
      });
      seeded.push({ role: 'SA', email: config.SEED_ADMIN_EMAIL, password: config.SEED_ADMIN_PASSWORD });
      // a second administrator, so that a loan above the SA's threshold can be approved by one and disbursed by the other
      const checker = secondAdminEmail(config.SEED_ADMIN_EMAIL);
      if (!(await findUserByEmail(tx, checker))) {
        await insertUser(tx, { email: checker, passwordHash: adminHash, firstName: 'Second', lastName: 'Administrator', phoneNo: '', role: 'ADMIN', emailVerifiedAt: now, now });
        seeded.push({ role: 'ADMIN', email: checker, password: config.SEED_ADMIN_PASSWORD });
      }
    }
    if (!(await findUserByEmail(tx, config.SEED_DEMO_MEMBER_EMAIL))) {
      const demo = await insertUser(tx, {
        email: config.SEED_DEMO_MEMBER_EMAIL,
        passwordHash: memberHash,
        firstName: 'Demo',
        lastName: 'Member',
        phoneNo: '08012345678',
        emailVerifiedAt: now,
        now,
      });
      await seedDemoSavings(tx, demo.id, now);
      const [sa] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'SA')).limit(1);
      if (sa) await seedDemoLoans(tx, { id: demo.id, email: demo.email, passwordHash: memberHash }, sa.id, now);
      if (sa) await seedDemoReports(tx, { email: demo.email, passwordHash: memberHash }, sa.id, now);
      seeded.push({ role: 'MEMBER', email: config.SEED_DEMO_MEMBER_EMAIL, password: config.SEED_DEMO_MEMBER_PASSWORD });
    }
    await seedDemoCommerce(tx, now);
    const [sa] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'SA')).limit(1);
    const [checker] = await tx.select({ id: users.id }).from(users).where(eq(users.email, secondAdminEmail(config.SEED_ADMIN_EMAIL))).limit(1);
    if (sa && seeded.some((a) => a.role === 'SA')) await seedDemoBackOffice(tx, { saId: sa.id, checkerId: checker?.id ?? null }, now);
    if (sa && seeded.some((a) => a.role === 'SA')) await seedDemoNotices(tx, sa.id, now);
    return seeded;
  });
}

export function seedBanner(accounts: SeededAccount[]): string {
  const lines = accounts.map((a) => `  ${a.role === 'MEMBER' ? 'Demo member' : `Administrator (${a.role})`}: ${a.email}  password: ${a.password}`);
  const rule = '='.repeat(72);
  return [rule, '  First start: these accounts were created (development data only)', ...lines, rule].join('\n');
}
