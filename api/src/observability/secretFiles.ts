// Secrets from files (README "Environment variables"): for each secret variable NAME, NAME_FILE may name a file whose
// contents are the value (systemd's LoadCredential=, Docker and Kubernetes secrets), so the secret never sits in the
// unit file or the process list. Setting both is refused: which one wins would be a guess.
import fs from 'node:fs';

/** every variable config.ts reads that holds a secret (a password, a key, or a URL carrying one) */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  'SMTP_URL',
  'PAYSTACK_SECRET_KEY',
  'IDEMPOTENCY_HASH_KEY',
  'SANDBOX_WEBHOOK_SECRET',
  'SEED_ADMIN_PASSWORD',
  'SEED_DEMO_MEMBER_PASSWORD',
] as const;

export interface SecretFilesResult {
  env: NodeJS.ProcessEnv;
  problems: string[];
}

/** `env` with each NAME_FILE read into NAME (one trailing newline dropped: editors and `echo` add it) */
export function withSecretFiles(env: NodeJS.ProcessEnv): SecretFilesResult {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    delete resolved[`${name}_FILE`];
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${name} and ${name}_FILE are both set: keep one`);
      continue;
    }
    try {
      resolved[name] = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${name}_FILE: cannot read ${file} (${code})`);
    }
  }
  return { env: resolved, problems };
}
