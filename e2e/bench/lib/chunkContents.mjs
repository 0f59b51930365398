// What a fetched chunk holds: its modules (by a build-independent id) and their minified bytes, from the
// chunk's source map served next to it. Cached per URL: hashed chunks never change.
import { bytesPerSource } from './sourceMapSizes.mjs';
import { groupOf, moduleId, packageOf } from './moduleNames.mjs';

const cache = new Map();

/**
 * @param {string} url a JS file the page fetched
 * @param {string} owner the package that built it (for naming its own `src/` modules)
 * @returns {Promise<{ rawBytes: number, modules: Map<string, number>, groups: Map<string, number>, mapped: boolean }>}
 */
export function chunkContents(url, owner) {
  if (!cache.has(url)) cache.set(url, read(url, owner));
  return cache.get(url);
}

async function read(url, owner) {
  const code = await (await fetch(url)).text();
  const mapResponse = await fetch(`${url}.map`);
  const modules = new Map();
  const groups = new Map();
  const add = (m, k, n) => m.set(k, (m.get(k) ?? 0) + n);
  if (!mapResponse.ok) {
    add(groups, '[no source map]', code.length);
    return { rawBytes: code.length, modules, groups, mapped: false };
  }
  const map = await mapResponse.json();
  for (const [source, bytes] of bytesPerSource(code, map)) {
    const id = moduleId(source);
    add(modules, id, bytes);
    add(groups, groupOf(packageOf(id, owner)), bytes);
  }
  return { rawBytes: code.length, modules, groups, mapped: true };
}
