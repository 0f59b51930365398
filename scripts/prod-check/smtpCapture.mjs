// prod:check's mail server: a real SMTP server on loopback (the `smtp-server` package) that the API instances send to
// with MAIL_TRANSPORT=smtp, keeping every mail it receives. The journey reads a person's inbox over a small HTTP
// door beside it (GET /mails?to=…), the way the development outbox is read in the other browser tests.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** "=?UTF-8?Q?…?=" / "=?UTF-8?B?…?=" words of a header, decoded */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, charset, kind, text) => {
    const bytes = kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' '));
    return bytes.toString(/utf-?8/i.test(charset) ? 'utf8' : 'latin1');
  });
}

function quotedPrintable(text) {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'latin1'));
  }
  return Buffer.from(bytes);
}

/** headers (lower-case names, folded lines joined) and body of one MIME entity */
function splitEntity(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody({ headers, body }) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const bytes = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : encoding === 'quoted-printable' ? quotedPrintable(body) : Buffer.from(body, 'utf8');
  return bytes.toString('utf8');
}

/** the text and html parts of a message (nodemailer's multipart/alternative, or a single part) */
function parts(entity, found = { text: '', html: '' }) {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = entity.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      parts(splitEntity(section.replace(/^\r?\n/, '')), found);
    }
  } else if (/^text\/html/i.test(type)) found.html ||= decodeBody(entity);
  else if (/^text\/plain/i.test(type)) found.text ||= decodeBody(entity);
  return found;
}

/** { to, subject, text, html, received_at } of a raw message */
export function parseMail(raw, envelopeTo) {
  const entity = splitEntity(raw);
  const { text, html } = parts(entity);
  return { to: envelopeTo, subject: decodeWords(entity.headers.subject ?? ''), text, html, received_at: new Date().toISOString() };
}

/**
 * Starts the SMTP server and its HTTP inbox on loopback. Answers { smtpUrl, inboxUrl, mails(to?), waitFor(to, subject),
 * stop() }.
 */
export async function startSmtpCapture({ log = () => {} } = {}) {
  const mails = [];
  const waiters = new Set();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'prod:check capture',
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const recipient of session.envelope.rcptTo) {
          const mail = parseMail(raw, recipient.address.toLowerCase());
          mails.push(mail);
          log(`mail to ${mail.to}: ${mail.subject}`);
        }
        for (const waiter of waiters) waiter();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', resolve);
  });
  const smtpPort = smtp.server.address().port;

  const listFor = (to) => (to ? mails.filter((mail) => mail.to === to.toLowerCase()) : [...mails]);
  const inbox = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/mails') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listFor(url.searchParams.get('to'))));
  });
  await new Promise((resolve) => inbox.listen(0, '127.0.0.1', resolve));

  const matches = (subject) => (mail) => (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${inbox.address().port}`,
    mails: listFor,
    /** the newest mail to `to` whose subject matches, waiting up to `timeoutMs` for it */
    waitFor(to, subject, timeoutMs = 30_000) {
      const find = () => listFor(to).reverse().find(matches(subject));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${to} with the subject ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => inbox.close(resolve))]),
  };
}
