// `npm run build`: install and build every package (only what changed; --force rebuilds all).
import { install } from './lib/workspace.mjs';
import { buildAll } from './lib/build.mjs';

await install();
await buildAll({ force: process.argv.includes('--force') });
