// Every API area, mounted under /api: one line per area, in the order they register (an area's `dependencies` name
// areas above it). Each area declares its routes, purposes, events, jobs and development hooks in its own index.ts
// with `defineArea` (./area.ts).
import type { FastifyInstance } from 'fastify';
import type { Area } from './area';
import { authArea } from './auth';
import { notificationsArea } from './notifications';
import { membersArea } from './members';
import { devArea } from './dev';
import { paymentsArea } from './payments';
import { profileArea } from './profile';
import { bankArea } from './bank';
import { transactionsArea } from './transactions';
import { statementsArea } from './statements';
import { walletArea } from './wallet';
import { withdrawalsArea } from './withdrawals';
import { pinsArea } from './pins';
import { membershipArea } from './membership';
import { settingsArea } from './settings';
import { ledgerAdminArea } from './ledgerAdmin';
import { alertsArea } from './alerts';
import { savingsArea } from './savings';
import { dividendsArea } from './dividends';
import { savingsAdminArea } from './savingsAdmin';
import { loansArea } from './loans';
import { shopArea } from './shop';
import { investmentsArea } from './investments';
import { approvalsArea } from './approvals';
import { adjustmentsArea } from './adjustments';
import { administratorsArea } from './administrators';
import { auditArea } from './audit';
import { reportsArea } from './reports';
import { noticesArea } from './notices';

export const AREAS: readonly Area[] = [
  authArea,
  notificationsArea,
  membersArea,
  devArea,
  paymentsArea,
  profileArea,
  bankArea,
  transactionsArea,
  statementsArea,
  walletArea,
  withdrawalsArea,
  pinsArea,
  membershipArea,
  settingsArea,
  ledgerAdminArea,
  alertsArea,
  savingsArea,
  dividendsArea,
  savingsAdminArea,
  loansArea,
  shopArea,
  investmentsArea,
  approvalsArea,
  adjustmentsArea,
  administratorsArea,
  auditArea,
  reportsArea,
  noticesArea,
];

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const area of AREAS) await app.register(area.plugin);
}
