import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { Mailer } from './mailer';
import { outboxTransport } from './outboxTransport';
import { smtpTransport } from './smtpTransport';

export function createMailer(options: { config: Config; db: Database; now: () => Date; log: FastifyBaseLogger }): Mailer {
  const { config } = options;
  const transport =
    config.MAIL_TRANSPORT === 'smtp'
      ? smtpTransport({ url: config.SMTP_URL!, from: config.MAIL_FROM })
      : outboxTransport({ db: options.db, now: options.now, log: options.log, production: config.NODE_ENV === 'production' });
  return new Mailer(transport, options.log);
}
