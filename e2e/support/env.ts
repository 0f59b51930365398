// Ports of the stack the Playwright suite starts for itself (apart from `npm start`'s 3000/4000).
export const E2E_SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 13000);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 14000);
export const E2E_REMOTE_OFFSET = E2E_SHELL_PORT - 3000;
export const BASE_URL = `http://localhost:${E2E_SHELL_PORT}`;
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SEED_ADMIN = { email: 'admin@e2e.test', password: 'Admin@e2e-12345' };
