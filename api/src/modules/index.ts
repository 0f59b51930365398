// Every API area, mounted under /api. Add one line per module: `authenticated(…)` / `adminOnly(…)` when every route
// of the module needs a session / an administrator; a module with open routes declares its scopes itself.
import type { FastifyInstance } from 'fastify';
import { adminOnly, authenticated } from '../http/scopes';
import { authRoutes } from './auth/routes';
import { bankRoutes } from './bank';
import { devRoutes } from './dev/routes';
import { memberAdminRoutes } from './members/routes';
import { notificationRoutes } from './notifications/routes';
import { paymentsModule } from './payments/routes';
import { profileRoutes } from './profile';
import { statementRoutes } from './statements';
import { transactionRoutes } from './transactions';
import { walletRoutes } from './wallet/routes';
import { withdrawalRoutes } from './withdrawals/routes';
import { pinLockAdminRoutes, pinLockRoutes } from './pins';
import { membershipRoutes } from './membership/routes';
import { settingsRoutes } from './settings/routes';
import { ledgerAdminRoutes } from './ledgerAdmin/routes';
import { alertRoutes } from './alerts/routes';
import { savingsRoutes } from './savings';
import { dividendRoutes } from './dividends';
import { savingsAdminRoutes } from './savingsAdmin';
import { businessFinanceRoutes, businessImageRoutes, loanAdminRoutes, loanRoutes } from './loans';
import { openCatalogueRoutes, shopAdminRoutes, shopPictureRoutes, shopRoutes } from './shop';
import { investmentAdminRoutes, investmentRoutes } from './investments';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(authenticated(notificationRoutes));
  await app.register(adminOnly(memberAdminRoutes));
  await app.register(devRoutes);
  await app.register(paymentsModule);
  await app.register(profileRoutes);
  await app.register(authenticated(bankRoutes));
  await app.register(authenticated(transactionRoutes));
  await app.register(authenticated(statementRoutes));
  await app.register(authenticated(walletRoutes));
  await app.register(authenticated(withdrawalRoutes));
  await app.register(authenticated(pinLockRoutes));
  await app.register(adminOnly(pinLockAdminRoutes));
  await app.register(authenticated(membershipRoutes));
  await app.register(authenticated(settingsRoutes));
  await app.register(adminOnly(ledgerAdminRoutes));
  await app.register(adminOnly(alertRoutes));
  await app.register(authenticated(savingsRoutes));
  await app.register(adminOnly(dividendRoutes));
  await app.register(adminOnly(savingsAdminRoutes));
  await app.register(authenticated(loanRoutes));
  await app.register(authenticated(businessFinanceRoutes));
  await app.register(businessImageRoutes);
  await app.register(adminOnly(loanAdminRoutes));
  await app.register(authenticated(shopRoutes));
  await app.register(openCatalogueRoutes);
  await app.register(shopPictureRoutes);
  await app.register(adminOnly(shopAdminRoutes));
  await app.register(authenticated(investmentRoutes));
  await app.register(adminOnly(investmentAdminRoutes));
}
