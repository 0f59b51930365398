import type { MfConfig } from '../contract/remote';

const DEFAULTS: MfConfig = { apiBaseUrl: '/api/', societyName: 'Co-operative Society', remotes: [], idleTimeoutMinutes: 15 };
let current: MfConfig = DEFAULTS;

/** Set once at boot by the shell (or a remote's standalone bootstrap) from `/mf-config.json`. */
export function setRuntimeConfig(config: Partial<MfConfig>): void {
  current = { ...DEFAULTS, ...config };
}

export function getRuntimeConfig(): MfConfig {
  return current;
}

export async function fetchRuntimeConfig(url = '/mf-config.json'): Promise<MfConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = (await response.json()) as MfConfig;
  setRuntimeConfig(config);
  return getRuntimeConfig();
}
