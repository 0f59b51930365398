// Playwright drives Debian's Chromium, never a downloaded browser. `npm test` installs it when missing and it
// can (root with apt-get), as .ci/run does; otherwise it says in one line what to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

function aptGet(args) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/** Resolves when Chromium is at CHROMIUM_PATH; otherwise rejects with the one line the user needs. */
export async function ensureChromium({ log }) {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const missing = `Chromium is missing at ${CHROMIUM_PATH}`;
  if (process.env.CHROMIUM_PATH) throw new Error(`${missing} (CHROMIUM_PATH): point it at a Chromium binary or unset it to use /usr/bin/chromium`);
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!root || !hasApt) throw new Error(`${missing}: run \`sudo apt-get update && sudo ${INSTALL}\` (Debian/Ubuntu) or set CHROMIUM_PATH, then npm test again`);
  log(`${missing}: installing it (${INSTALL})`);
  aptGet(['update']);
  if (!aptGet(['install', '-y', 'chromium']) || !fs.existsSync(CHROMIUM_PATH)) throw new Error(`${missing} and \`${INSTALL}\` did not install it`);
}
