// API tests run against a real database: PGlite in memory by default, or a fresh database per test
// file on the PostgreSQL server named by TEST_DATABASE_URL (scripts/test.mjs starts one when it can).
module.exports = {
  testEnvironment: '<rootDir>/test/databaseEnvironment.cjs',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/?(*.)test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    'node_modules/.+\\.m?js$': '<rootDir>/test/esmToCjs.cjs',
  },
  // PGlite's own files are large and already CommonJS-safe; everything else in node_modules may be ESM-only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/@electric-sql\\+pglite'],
  testTimeout: 60000,
  // CI: two workers for PGlite too — the PostgreSQL run beside it finishes first and would otherwise leave a core idle
  maxWorkers: process.env.TEST_DATABASE_URL || process.env.CI ? 2 : '50%',
};
