// Jest settings every front-end package shares: jsdom, TS through ts-jest, CSS Modules as identity maps.
const path = require('node:path');

module.exports = function frontendJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdomEnvironment.cjs'),
    roots: ['<rootDir>/src', '<rootDir>/test'].filter((r) => require('node:fs').existsSync(r.replace('<rootDir>', dir))),
    testMatch: ['**/?(*.)test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [require.resolve('ts-jest', { paths: [dir] }), { tsconfig: path.join(dir, 'tsconfig.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '^@coop/shared/core$': path.join(__dirname, '..', 'src', 'core', 'index.ts'),
      '\\.module\\.css$': require.resolve('identity-obj-proxy', { paths: [dir] }),
      '\\.css$': path.join(__dirname, 'emptyModule.cjs'),
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'fileStub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  };
};
