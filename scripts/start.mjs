// `npm start`: install what is missing, build what changed, run the suite on http://localhost:3000, in development
// mode (outbox, sandbox, seeded accounts) and therefore on loopback only.
import fs from 'node:fs';
import path from 'node:path';
import { install, log, ROOT } from './lib/workspace.mjs';
import { buildAll } from './lib/build.mjs';
import { startStack } from './lib/stack.mjs';

const envFile = path.join(ROOT, '.env');
if (fs.existsSync(envFile)) {
  process.loadEnvFile(envFile);
  log('loaded .env');
}
log('installing dependencies (pnpm via npx)');
await install();
await buildAll();
const stack = await startStack({ log }).catch((error) => {
  log(`the suite could not start: ${error.message} (the API's reason is printed above)`);
  process.exit(1);
});
log(`the suite is ready on ${stack.shellUrl}  (API ${stack.apiUrl}/api, docs ${stack.shellUrl}/api/docs)`);

const shutdown = async () => {
  log('stopping');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
stack.api.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    log(`the API stopped with code ${code}`);
    process.exit(code);
  }
});
