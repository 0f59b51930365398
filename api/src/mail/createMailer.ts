// The app's mailer: the queue's dispatcher over the transport MAIL_TRANSPORT names (or one a test gives).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMailDispatcher, type MailDispatcherOptions } from './dispatcher';
import type { MailLog, Mailer, MailTransport } from './mailer';
import { outboxTransport } from './outboxTransport';
import { smtpTransport } from './smtpTransport';

export interface MailerOptions {
  /** instead of the one MAIL_TRANSPORT names (a test's failing transport) */
  transport?: MailTransport;
  /** where delivery failures are logged; the app's logger by default */
  failureLog?: MailLog;
  /** retry policy overrides (tests) */
  dispatch?: Pick<MailDispatcherOptions, 'batchSize' | 'leaseMs' | 'maxAttempts'>;
}

export function createMailer(options: { config: Config; db: Database; now: () => Date; log: FastifyBaseLogger } & MailerOptions): Mailer {
  const { config } = options;
  const transport =
    options.transport ??
    (config.MAIL_TRANSPORT === 'smtp'
      ? smtpTransport({ url: config.SMTP_URL!, from: config.MAIL_FROM })
      : outboxTransport({ db: options.db, now: options.now, log: options.log, production: config.NODE_ENV === 'production' }));
  return createMailDispatcher({ db: options.db, transport, now: options.now, log: options.failureLog ?? options.log, ...options.dispatch });
}
