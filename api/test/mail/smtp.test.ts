// The smtp transport against a tiny local SMTP server that records what it receives.
import net from 'node:net';
import { post, signupPayload } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

interface Received {
  from: string;
  to: string[];
  data: string;
}

function startFakeSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ''));
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Coop <no-reply@coop.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('smtp transport', () => {
  it('delivers the verification mail from MAIL_FROM with text and HTML parts', async () => {
    expect(t.app.deps.mailer.transport.name).toBe('smtp');
    const body = signupPayload();
    expect((await post(t, '/api/auth/signup', body)).statusCode).toBe(201);
    await t.app.deps.mailer.flush();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toContain('no-reply@coop.test');
    expect(mail.to).toEqual([`<${body.email}>`]);
    const data = mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(data).toMatch(/^Subject: Verify your e-mail address for Finnacrest Co-operative Society/m);
    expect(data).toContain('text/plain');
    expect(data).toContain('text/html');
    expect(data).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
  });
});
