// The member's journey through the production topology `npm run prod:check` brings up (scripts/prod-check.mjs): nginx
// in front of two API instances with NODE_ENV=production. Not part of the main suite: it needs that topology, whose
// addresses come from prod:check's environment (PROD_BASE_URL, PROD_MAIL_URL).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './support/env';

const BASE_URL = process.env.PROD_BASE_URL;
if (!BASE_URL) throw new Error('PROD_BASE_URL is unset: run this through `npm run prod:check`, which starts the topology');

export default defineConfig({
  testDir: './prod',
  // one member's journey, step after step
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results/prod',
  use: {
    ...devices['Pixel 7'],
    channel: undefined,
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
