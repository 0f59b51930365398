// Every API area, mounted under /api. Add one line per module.
import type { FastifyInstance } from 'fastify';
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
import { membershipRoutes } from './membership/routes';
import { settingsRoutes } from './settings/routes';
import { ledgerAdminRoutes } from './ledgerAdmin/routes';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(notificationRoutes);
  await app.register(memberAdminRoutes);
  await app.register(devRoutes);
  await app.register(paymentsModule);
  await app.register(profileRoutes);
  await app.register(bankRoutes);
  await app.register(transactionRoutes);
  await app.register(statementRoutes);
  await app.register(walletRoutes);
  await app.register(withdrawalRoutes);
  await app.register(membershipRoutes);
  await app.register(settingsRoutes);
  await app.register(ledgerAdminRoutes);
}
