// `npm run dev`: the API in watch mode and a webpack dev server for the shell and every remote.
// The dev shell serves public/mf-config.json pointing at the remotes' dev servers. Development mode, loopback only.
import { spawn } from 'node:child_process';
import { install, log, ROOT, presentRemotes, SHELL_PORT, API_PORT } from './lib/workspace.mjs';

await install();
const children = [];
function start(name, args, env = {}) {
  const child = spawn('npx', ['--yes', 'pnpm@9.15.9', ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => log(`${name} exited (${code})`));
}
const LOOPBACK = '127.0.0.1';
start('api', ['--filter', '@coop/api', 'run', 'dev'], { PORT: String(API_PORT), DEV_MODE: process.env.DEV_MODE ?? 'true', HOST: process.env.HOST ?? LOOPBACK });
for (const remote of presentRemotes()) start(remote.dir, ['--filter', remote.dir, 'run', 'dev', '--port', String(remote.port), '--host', LOOPBACK]);
start('shell', ['--filter', 'shell', 'run', 'dev', '--port', String(SHELL_PORT), '--host', LOOPBACK]);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
