// Adds a remote written into the repository to ALL_REMOTES (scripts/lib/workspace.mjs), so `npm run build` builds
// it and `npm start` serves it on its port and lists it in the shell's generated mf-config.json.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/workspace.mjs';

export const WORKSPACE_FILE = path.join(ROOT, 'scripts', 'lib', 'workspace.mjs');

/** true when added; false when ALL_REMOTES is not where it is expected (the caller says to add it by hand). */
export function registerRemote({ container, dir, port }, file = WORKSPACE_FILE) {
  const source = fs.readFileSync(file, 'utf8');
  const list = /(export const ALL_REMOTES = \[\n(?: {2}\{[^\n]*\},\n)*)(\];)/.exec(source);
  if (!list) return false;
  const entry = `  { name: '${container}', dir: '${dir}', port: ${port} },\n`;
  fs.writeFileSync(file, source.slice(0, list.index) + list[1] + entry + list[2] + source.slice(list.index + list[0].length));
  return true;
}
