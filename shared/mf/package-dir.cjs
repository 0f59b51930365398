// The folder of an installed package as `fromDir` resolves it (many packages do not export ./package.json).
const path = require('node:path');
const fs = require('node:fs');

function packageDir(pkg, fromDir) {
  let dir = path.dirname(require.resolve(pkg, { paths: [fromDir] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== pkg) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find package.json of ${pkg}`);
    dir = parent;
  }
  return dir;
}

function packageJson(pkg, fromDir) {
  return JSON.parse(fs.readFileSync(path.join(packageDir(pkg, fromDir), 'package.json'), 'utf8'));
}

module.exports = { packageDir, packageJson };
