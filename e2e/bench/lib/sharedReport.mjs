// Prints @coop/shared per build: the core (the shell's is the one on the page) and the kit each build bundles.
import fs from 'node:fs';
import { sharedBytes } from './sharedBytes.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * @param {{ name: string, dist: string }[]} builds the shell first, then the remotes
 * @returns {{ core: string, kits: string }} the figures for the summary line
 */
export function printSharedBytes(builds) {
  console.log('\n@coop/shared per build (gzip, every JS chunk of its dist/)');
  const kits = [];
  let core = '';
  for (const { name, dist } of builds.filter((b) => fs.existsSync(b.dist))) {
    const bytes = sharedBytes(dist);
    const role = name === 'shell' ? 'provided to every remote' : 'fallback, unused while the shell provides one';
    console.log(`  ${name.padEnd(12)} core ${kb(bytes.core).padStart(8)} (${role})   kit ${kb(bytes.kit).padStart(8)}`);
    if (name === 'shell') core = kb(bytes.core);
    kits.push(`${name} ${kb(bytes.kit)}`);
  }
  return { core, kits: kits.join(', ') };
}
