import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';

/** What an account operation needs besides its input: the database, the time, the settings, the mailer and the caller. */
export interface AccountContext {
  db: Database;
  now: Date;
  config: Config;
  mailer: Mailer;
  userAgent?: string;
  /** the client address (`request.ip`): wrong passwords are counted per account and address */
  address: string;
  /** the request's id, for the audit row of an administrator's sign-in */
  requestId?: string;
}

export function accountContext(request: FastifyRequest): AccountContext {
  const { db, now, config, mailer } = request.server.deps;
  return { db, now: now(), config, mailer, userAgent: request.headers['user-agent'], address: request.ip, requestId: String(request.id) };
}
