// Secrets from files: NAME_FILE names a file whose contents are NAME's value; both set, or an unreadable file, is
// refused with a message naming the variable (and the path).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { SECRET_VARIABLES } from '../../src/observability/secretFiles';
import { productionEnv } from '../helpers/productionEnv';

let folder: string;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-secrets-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function secretFile(name: string, contents: string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, contents, { mode: 0o600 });
  return file;
}

describe('secrets from files', () => {
  it('reads each secret from NAME_FILE, dropping one trailing newline', () => {
    const config = loadConfig(
      productionEnv({
        DATABASE_URL: undefined,
        DATABASE_URL_FILE: secretFile('database-url', 'postgres://coop:from-file@db.internal:5432/coop\n'),
        SMTP_URL: undefined,
        SMTP_URL_FILE: secretFile('smtp-url', 'smtps://mailer:from-file@smtp.example.com:465\r\n'),
        PAYSTACK_SECRET_KEY: undefined,
        PAYSTACK_SECRET_KEY_FILE: secretFile('paystack', 'sk_live_from_file'),
        IDEMPOTENCY_HASH_KEY: undefined,
        IDEMPOTENCY_HASH_KEY_FILE: secretFile('idempotency', 'an-idempotency-key-from-a-file-0123456789\n'),
      }),
    );
    expect(config.DATABASE_URL).toBe('postgres://coop:from-file@db.internal:5432/coop');
    expect(config.SMTP_URL).toBe('smtps://mailer:from-file@smtp.example.com:465');
    expect(config.PAYSTACK_SECRET_KEY).toBe('sk_live_from_file');
    expect(config.IDEMPOTENCY_HASH_KEY).toBe('an-idempotency-key-from-a-file-0123456789');
  });

  it('covers every secret the configuration reads', () => {
    expect([...SECRET_VARIABLES].sort()).toEqual(
      ['DATABASE_URL', 'IDEMPOTENCY_HASH_KEY', 'PAYSTACK_SECRET_KEY', 'SANDBOX_WEBHOOK_SECRET', 'SEED_ADMIN_PASSWORD', 'SEED_DEMO_MEMBER_PASSWORD', 'SMTP_URL'].sort(),
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      SANDBOX_WEBHOOK_SECRET_FILE: secretFile('sandbox', 'a-sandbox-secret-from-a-file\n'),
      SEED_ADMIN_PASSWORD_FILE: secretFile('admin', 'Admin#FromFile1\n'),
      SEED_DEMO_MEMBER_PASSWORD_FILE: secretFile('demo', 'Member#FromFile1\n'),
    } as NodeJS.ProcessEnv);
    expect(config.SANDBOX_WEBHOOK_SECRET).toBe('a-sandbox-secret-from-a-file');
    expect(config.SEED_ADMIN_PASSWORD).toBe('Admin#FromFile1');
    expect(config.SEED_DEMO_MEMBER_PASSWORD).toBe('Member#FromFile1');
  });

  it('refuses both set, and names an unreadable path', () => {
    const both = () => loadConfig(productionEnv({ PAYSTACK_SECRET_KEY_FILE: secretFile('paystack-2', 'sk_live_other') }));
    expect(both).toThrow('PAYSTACK_SECRET_KEY and PAYSTACK_SECRET_KEY_FILE are both set: keep one');
    const missing = path.join(folder, 'no-such-file');
    const unreadable = () => loadConfig(productionEnv({ SMTP_URL: undefined, SMTP_URL_FILE: missing }));
    expect(unreadable).toThrow(`SMTP_URL_FILE: cannot read ${missing} (ENOENT)`);
    expect(unreadable).toThrow(/^Invalid environment:/);
  });

  it('still judges a secret read from a file: a documented default is refused in production', () => {
    const config = () =>
      loadConfig(productionEnv({ IDEMPOTENCY_HASH_KEY: undefined, IDEMPOTENCY_HASH_KEY_FILE: secretFile('default', 'development-idempotency-hash-key-change-me\n') }));
    expect(config).toThrow('IDEMPOTENCY_HASH_KEY is the documented default');
  });
});
