// Production runs on the current Node.js LTS. Node 20 reached end of life on 30 April 2026: it gets no security fixes,
// and a finance app must not go live on it. Development and the test suites may still use the machine's Node 20
// (CI runs the API suite on both), so only NODE_ENV=production is refused.
import type { Config } from '../config';

export const PRODUCTION_NODE_MAJOR = 24;

/** Why this runtime may not serve production, or null. `nodeVersion` is `process.versions.node`. */
export function runtimeProblem(config: Pick<Config, 'NODE_ENV'>, nodeVersion: string): string | null {
  if (config.NODE_ENV !== 'production') return null;
  const major = Number(nodeVersion.split('.')[0]);
  if (major >= PRODUCTION_NODE_MAJOR) return null;
  return `Node.js ${nodeVersion} is not supported in production (Node ${major} no longer gets security fixes): run the API on Node ${PRODUCTION_NODE_MAJOR} LTS (README "Running it in production")`;
}
