// Ports of the stack the Playwright suite starts for itself (apart from `npm start`'s 3000/4000).
import path from 'node:path';

export const E2E_SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 13000);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 14000);
export const E2E_REMOTE_OFFSET = E2E_SHELL_PORT - 3000;
export const BASE_URL = `http://localhost:${E2E_SHELL_PORT}`;
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SEED_ADMIN = { email: 'admin@e2e.test', password: 'Admin@e2e-12345' };
/** what the API calls the society in this run (mails, the welcome notification) */
export const SOCIETY_NAME = 'Finnacrest Co-operative Society';

/** the repository root (this file is e2e/support/env.ts) */
export const ROOT = path.resolve(__dirname, '..', '..');
/** versioned remote builds; the stack serves this folder with CORS when it exists at start */
export const RELEASES_DIR = path.join(ROOT, 'releases');
export const RELEASES_URL = `http://localhost:${3010 + E2E_REMOTE_OFFSET}`;
/** the origin each remote is served from in this run (ARCHITECTURE §7 port + the offset) */
export const REMOTE_ORIGINS = {
  mfe_auth: `http://localhost:${3001 + E2E_REMOTE_OFFSET}`,
  mfe_wallet: `http://localhost:${3005 + E2E_REMOTE_OFFSET}`,
} as const;
