// Every API area, mounted under /api. Add one line per module.
import type { FastifyInstance } from 'fastify';
import { paymentsModule } from './payments/routes';

export async function registerModules(app: FastifyInstance): Promise<void> {
  // modules register here, e.g. await app.register(authRoutes);
  await app.register(paymentsModule);
}
