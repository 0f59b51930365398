import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Module Federation container name a package's webpack.config.js gives `createWebpackConfig` (`name: 'mfe_wallet'`):
 * a remote's feature key must equal it (the shell's own slices own the other keys).
 */
export function containerName(packageDir: string): string {
  const config = readFileSync(join(packageDir, 'webpack.config.js'), 'utf8');
  const found = /^\s*name:\s*'([A-Za-z_][\w]*)'/m.exec(config);
  if (!found) throw new Error(`No container name in ${join(packageDir, 'webpack.config.js')}`);
  return found[1];
}
