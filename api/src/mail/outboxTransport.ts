// The default transport: mails are stored in `mail_outbox` (readable at GET /api/dev/outbox outside
// production) and printed through the logger so a developer can follow the link.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage, MailTransport } from './mailer';

export function outboxTransport(options: { db: Database; now: () => Date; log: FastifyBaseLogger; production: boolean }): MailTransport {
  return {
    name: 'outbox',
    async deliver(message: MailMessage) {
      await options.db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        createdAt: options.now(),
      });
      // the text carries one-time links: only a developer's console may show it
      const mail = options.production ? { to: message.to, subject: message.subject } : { to: message.to, subject: message.subject, text: message.text };
      options.log.info({ mail }, 'mail stored in the outbox');
    },
  };
}
