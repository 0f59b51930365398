// Real delivery through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465).
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer';

export function smtpTransport(options: { url: string; from: string }): MailTransport {
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
