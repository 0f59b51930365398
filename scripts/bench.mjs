// `npm run bench`: every benchmark, printed (never gating). Builds first.
import { install, log, pnpm } from './lib/workspace.mjs';
import { buildAll } from './lib/build.mjs';

await install();
await buildAll();
for (const [name, args] of [
  ['front end: /signin cold load', ['--filter', 'e2e', 'run', 'bench']],
  ['API benchmarks', ['--filter', '@coop/api', 'run', '--if-present', 'bench']],
]) {
  log(name);
  await pnpm(args).catch((error) => log(`${name} failed: ${error.message}`));
}
