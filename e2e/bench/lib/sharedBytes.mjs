// How many gzip bytes of @coop/shared each build carries, over every JS chunk of its dist/ (not only what one
// page fetches): the core (the shell's copy is the one loaded; a remote's is its unused fallback) and the kit.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CORE, KIT, moduleId, packageOf } from './moduleNames.mjs';
import { bytesPerSource } from './sourceMapSizes.mjs';

/** @returns {{ core: number, kit: number }} gzip bytes (level 9, as the static server sends them) */
export function sharedBytes(dist) {
  const totals = { core: 0, kit: 0 };
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js') && fs.existsSync(path.join(dist, `${f}.map`)))) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    const map = JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8'));
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    for (const [source, bytes] of bytesPerSource(code, map)) {
      const pkg = packageOf(moduleId(source));
      if (pkg === CORE) totals.core += (gzip * bytes) / code.length;
      if (pkg === KIT) totals.kit += (gzip * bytes) / code.length;
    }
  }
  return totals;
}
