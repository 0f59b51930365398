// Builds the Fastify app: validation, error model, OpenAPI, rate limits and every module under /api.
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './http/validatorCompiler';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { DatabaseHandle, Database } from './db/client';
import { registerApiDocs } from './http/apiDocs';
import { registerErrorHandler } from './http/errorHandler';
import { errorForLog } from './http/errorLog';
import { reportUntrustedProxyHeaders } from './http/untrustedProxyHeaders';
import { REDACT_PATHS, requestSerializer } from './http/logging';
import { registerSecurityHeaders } from './http/securityHeaders';
import { createMailer, type MailerOptions } from './mail/createMailer';
import { kickMailAfterReply } from './mail/kickAfterReply';
import type { Mailer } from './mail/mailer';
import { registerModules } from './modules';
import { createPaymentsService, type PaymentsService } from './modules/payments';
import { createScheduler, mailDispatchJob, registerCoreJobs, type Scheduler } from './jobs';
import { rateLimitStoreFor } from './http/rateLimitStoreFor';
import { createMetrics, registerRequestMetrics, type AppMetrics } from './observability/metrics';
import { createReadiness, type Readiness } from './observability/readiness';
import { registerHealthRoutes } from './observability/healthRoutes';
import { registerRequestId, requestIdFor } from './observability/requestId';
import { registerRequestContext, requestIdMixin } from './observability/requestContext';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** the clock every service reads: tests move it */
  now: () => Date;
  /** delivers the mails transactions queued (`queueMail`); tests `flush()` it, then read the outbox table */
  mailer: Mailer;
  /** background jobs: modules add theirs with `registerJob`; main.ts starts them when JOBS_ENABLED */
  jobs: Scheduler;
  /** built once here: card charges, charge purposes and takeFromMember, webhooks, banks (src/modules/payments) */
  payments: PaymentsService;
  /** this app's Prometheus registry (src/observability; served by main.ts on METRICS_PORT) */
  metrics: AppMetrics;
  /** what GET /api/health/ready answers: migrating, ready or draining */
  readiness: Readiness;
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
  /** where log lines go (tests read them); stdout by default */
  logStream?: NodeJS.WritableStream;
  /** a transport instead of the one MAIL_TRANSPORT names, a log for its failures, retry policy (tests) */
  mail?: MailerOptions;
  /** told of every route as it is registered (a test lists them to check their authentication) */
  onRoute?: (route: RouteOptions) => void;
  /** main.ts passes one that says 'migrating' until the database is migrated; ready at once by default */
  readiness?: Readiness;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            serializers: { req: requestSerializer, err: (error: unknown) => errorForLog(error) },
            mixin: requestIdMixin,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdFor,
    // a request on a kept-alive connection while draining is served, not refused (src/observability/drain.ts)
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // router errors (over-long path parameter, malformed URL) bypass the error handler: keep the error model
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(tooLong ? 414 : 400).send({ success: false, message: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
    // set only when true: fastify 5 warns (FSTDEP023) whenever the option is present
    ...(config.NODE_ENV === 'test' ? { disableRequestLogging: true } : {}),
  });
  registerRequestContext(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  reportUntrustedProxyHeaders(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const now = options.now ?? (() => new Date());
  const mailer = createMailer({ config, db: database.db, now, log: app.log, ...options.mail });
  const readiness = options.readiness ?? createReadiness();
  const metrics = createMetrics(database, readiness, now);
  const jobs = createScheduler({ db: database.db, now, log: app.log, onRun: metrics.onJobRun });
  registerCoreJobs(jobs);
  jobs.registerJob(mailDispatchJob(mailer));
  kickMailAfterReply(app, mailer);
  const payments = createPaymentsService(app, { config, db: database.db, now });
  app.decorate('deps', { config, database, db: database.db, now, mailer, jobs, payments, metrics, readiness });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
  });
  registerRequestId(app);
  registerRequestMetrics(app, metrics);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_GLOBAL_PER_MINUTE,
    timeWindow: '1 minute',
    ...rateLimitStoreFor(database, { now, log: app.log }),
    errorResponseBuilder: () => ({ statusCode: 429, success: false, message: 'Too many attempts, please wait a minute and try again' }),
  });

  await registerApiDocs(app, config);

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await database.withConnection((query) => query('SELECT 1'));
    return { success: true, database: database.kind };
  });
  registerHealthRoutes(app, { database, readiness, databaseTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS });

  await app.register(registerModules, { prefix: '/api' });
  return app;
}
