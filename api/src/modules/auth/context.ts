import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';

/** What an account operation needs besides its input: the database, the time, the settings and the mailer. */
export interface AccountContext {
  db: Database;
  now: Date;
  config: Config;
  mailer: Mailer;
  userAgent?: string;
}

export function accountContext(request: FastifyRequest): AccountContext {
  const { db, now, config, mailer } = request.server.deps;
  return { db, now: now(), config, mailer, userAgent: request.headers['user-agent'] };
}
