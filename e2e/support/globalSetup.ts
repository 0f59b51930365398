// Starts the built suite with a fresh embedded database for this run; returns the teardown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_API_PORT, E2E_REMOTE_OFFSET, E2E_SHELL_PORT, RELEASES_DIR, SEED_ADMIN, SOCIETY_NAME } from './env';

export default async function globalSetup() {
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-e2e-'));
  // The stack serves releases/ only when it exists at start; the independence test builds a release into it.
  fs.mkdirSync(RELEASES_DIR, { recursive: true });
  const stack = await startStack({
    shellPort: E2E_SHELL_PORT,
    apiPort: E2E_API_PORT,
    remotePortOffset: E2E_REMOTE_OFFSET,
    apiOutput: process.env.E2E_API_LOGS ? 'inherit' : 'ignore',
    apiEnv: {
      NODE_ENV: 'development',
      // the suite reads mails from GET /api/dev/outbox and pays in the sandbox
      DEV_MODE: 'true',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SOCIETY_NAME,
      SEED_ADMIN_EMAIL: SEED_ADMIN.email,
      SEED_ADMIN_PASSWORD: SEED_ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    },
  });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
