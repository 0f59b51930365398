// Every API area, mounted under /api: one line per area, in the order they register (an area's `dependencies` name
// areas above it). Each area declares its routes, purposes, events, jobs and development hooks in its own area.ts
// with `defineArea` (./area.ts); only this list imports an area's area.ts, other areas import its index.ts (its door).
import type { FastifyInstance } from 'fastify';
import type { Area } from './area';
import { authArea } from './auth/area';
import { notificationsArea } from './notifications/area';
import { membersArea } from './members/area';
import { devArea } from './dev/area';
import { paymentsArea } from './payments/area';
import { profileArea } from './profile/area';
import { bankArea } from './bank/area';
import { transactionsArea } from './transactions/area';
import { statementsArea } from './statements/area';
import { walletArea } from './wallet/area';
import { withdrawalsArea } from './withdrawals/area';
import { pinsArea } from './pins/area';
import { membershipArea } from './membership/area';
import { settingsArea } from './settings/area';
import { ledgerAdminArea } from './ledgerAdmin/area';
import { alertsArea } from './alerts/area';
import { savingsArea } from './savings/area';
import { dividendsArea } from './dividends/area';
import { savingsAdminArea } from './savingsAdmin/area';
import { loansArea } from './loans/area';
import { shopArea } from './shop/area';
import { investmentsArea } from './investments/area';
import { approvalsArea } from './approvals/area';
import { adjustmentsArea } from './adjustments/area';
import { administratorsArea } from './administrators/area';
import { auditArea } from './audit/area';
import { reportsArea } from './reports/area';
import { noticesArea } from './notices/area';

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
