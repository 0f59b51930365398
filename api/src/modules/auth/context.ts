import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

/** What an account operation needs besides its input: the database, the time, the settings and the caller (mail is queued in the transactions). */
export interface AccountContext {
  db: Database;
  now: Date;
  config: Config;
  userAgent?: string;
  /** the client address (`request.ip`): wrong passwords are counted per account and address */
  address: string;
  /** the request's id, for the audit row of an administrator's sign-in */
  requestId?: string;
}

export function accountContext(request: FastifyRequest): AccountContext {
  const { db, now, config } = request.server.deps;
  return { db, now: now(), config, userAgent: request.headers['user-agent'], address: request.ip, requestId: String(request.id) };
}
