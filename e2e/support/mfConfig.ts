// Changes what the shell reads from /mf-config.json for one page, as a deployment would.
import type { Page } from '@playwright/test';

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
