// Real delivery through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465).
import type nodemailerModule from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer';

export function smtpTransport(options: { url: string; from: string }): MailTransport {
  // loaded only where mail goes over SMTP (the outbox transport, development and the tests, never needs it)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load of a CommonJS module
  const nodemailer = require('nodemailer') as typeof nodemailerModule;
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async deliver(message: MailMessage) {
      await transporter.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transporter.close();
    },
  };
}
