// Every API area, mounted under /api. Add one line per module.
import type { FastifyInstance } from 'fastify';

export async function registerModules(_app: FastifyInstance): Promise<void> {
  // modules register here, e.g. await app.register(authRoutes);
}
