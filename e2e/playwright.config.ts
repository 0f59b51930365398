import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH } from './support/env';

const AFTER_THE_FLOWS = /(admin-money|savings-admin|back-office)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  // every test makes its own people (unique e-mails), so any two may run side by side
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // a page that never finishes loading (a request left hanging) fails its step within half a minute instead of
    // holding a worker until the test's own timeout (five minutes for the release builds)
    navigationTimeout: 30_000,
    actionTimeout: 30_000,
    // in CI a trace only for a retry (a failed test runs once more, traced): recording one for every test that passes
    // costs CPU the two cores do not have to spare
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shell registers a service worker (shell/src/serviceWorker). A page it controls is served by the worker, which
    // page.route() does not see: specs that hold, drop or rewrite requests (patchMfConfig, holdRequests) would miss
    // them. Blocked here; service-worker.spec.ts allows it for its own tests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // LocalNetworkAccessChecks: a document a test rewrites (support/mfConfig.ts fulfils it) has no address, so
      // Chromium would count it as public and block its requests to the loopback remotes; the suite is all loopback
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-features=LocalNetworkAccessChecks'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: AFTER_THE_FLOWS },
    // Society-wide changes (the registration fee) and the ledger check over everything the flows did: only once every
    // other test has finished, so no test sees a fee it did not expect.
    { name: 'after-the-flows', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: AFTER_THE_FLOWS, dependencies: ['desktop'] },
  ],
});
