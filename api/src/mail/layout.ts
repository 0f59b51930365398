// The one look every mail shares: a plain-text body and a simple HTML version of the same words.
import type { MailMessage } from './mailer';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface MailContent {
  to: string;
  subject: string;
  societyName: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** small print under the action */
  footnote?: string;
}

export function renderMail(content: MailContent): MailMessage {
  const { action } = content;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    content.societyName,
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:18px;margin:0 0 24px;color:#0b6e4f">${escapeHtml(content.societyName)}</h1>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : ''
}
${content.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(content.footnote)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(content.societyName)}</p>
</div>
</body>
</html>`;
  return { to: content.to, subject: content.subject, text, html };
}

/** 60 → "1 hour", 1440 → "24 hours", 30 → "30 minutes" */
export function describeMinutes(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
