// Changes what the shell reads from /mf-config.json for one page, as a deployment would.
import type { Page } from '@playwright/test';
import { BASE_URL } from './env';

export interface MfConfigJson {
  apiBaseUrl: string;
  societyName: string;
  idleTimeoutMinutes?: number;
  remotes: { name: string; entry: string }[];
  [key: string]: unknown;
}

/** Every /mf-config.json this page loads from now on is the server's, passed through `change`. */
export async function patchMfConfig(page: Page, change: (config: MfConfigJson) => MfConfigJson): Promise<void> {
  await page.route('**/mf-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as MfConfigJson;
    await route.fulfill({ response, json: change(config) });
  });
}

/** The /mf-config.json the shell's server hands out in this run. */
export async function serverMfConfig(): Promise<MfConfigJson> {
  const res = await fetch(`${BASE_URL}/mf-config.json`);
  if (!res.ok) throw new Error(`GET /mf-config.json answered ${res.status}`);
  return (await res.json()) as MfConfigJson;
}

/** whether the remote is deployed in this run (listed in mf-config.json) */
export async function isDeployed(remote: string): Promise<boolean> {
  return (await serverMfConfig()).remotes.some((r) => r.name === remote);
}
