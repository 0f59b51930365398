// The mail of a notice: rendered once per batch with a placeholder where the member's first name goes, which the
// batch's INSERT replaces per recipient (so 1,000 mails are one statement, not 1,000 renders).
import crypto from 'node:crypto';
import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';

export interface NoticeMailTemplate {
  subject: string;
  text: string;
  html: string;
  /** stands for the first name in `text` and `html` (letters, digits and dashes: HTML escaping leaves it as it is) */
  placeholder: string;
}

export function noticeMailTemplate(config: Pick<Config, 'SOCIETY_NAME'>, notice: { title: string; message: string }): NoticeMailTemplate {
  const placeholder = `member-first-name-${crypto.randomBytes(8).toString('hex')}`;
  const mail = renderMail({
    to: '',
    subject: notice.title,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${placeholder},`,
    paragraphs: notice.message.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean),
    footnote: `You receive this notice as a member of ${config.SOCIETY_NAME}. It is also in your notifications in the app.`,
  });
  return { subject: mail.subject, text: mail.text, html: mail.html, placeholder };
}
