// Builds the Fastify app: validation, error model, OpenAPI, rate limits and every module under /api.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { DatabaseHandle, Database } from './db/client';
import { registerErrorHandler } from './http/errorHandler';
import { registerModules } from './modules';
import { createScheduler, registerCoreJobs, type Scheduler } from './jobs';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** the clock every service reads: tests move it */
  now: () => Date;
  /** background jobs: modules add theirs with `registerJob`; main.ts starts them when JOBS_ENABLED */
  jobs: Scheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type App = FastifyInstance;
export type ZodApp = FastifyInstance extends infer I ? (I extends FastifyInstance ? ReturnType<I["withTypeProvider"]> : never) : never;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false || config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    disableRequestLogging: config.NODE_ENV === 'test',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const now = options.now ?? (() => new Date());
  const jobs = createScheduler({ db: database.db, now, log: app.log });
  registerCoreJobs(jobs);
  app.decorate('deps', { config, database, db: database.db, now, jobs });
  app.addHook('onClose', () => jobs.stop());
  registerErrorHandler(app);

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_GLOBAL_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({ statusCode: 429, success: false, message: 'Too many attempts, please wait a minute and try again' }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.SOCIETY_NAME} API`, version: '1.0.0', description: 'The member app API. Money is a decimal string in naira with two places.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await database.withConnection((query) => query('SELECT 1'));
    return { success: true, database: database.kind };
  });

  await app.register(registerModules, { prefix: '/api' });
  return app;
}
