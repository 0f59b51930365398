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
  // a run in one process (one worker) must end when its last file has: a handle some module leaves open (a pool's
  // idle timer, a job's interval) would otherwise keep `npm test` waiting for ever
  forceExit: true,
  // always in worker processes, recycled past this much memory: one process running every file in turn (what one
  // worker meant) grew to about 5 GB and slowed to a crawl collecting garbage
  workerIdleMemoryLimit: '2GB',
  // PGlite keeps to one worker: `npm test` runs the PostgreSQL suite (two workers and the server) beside it, and its
  // load tests time out when more than the two cores' worth of work competes with them
  maxWorkers: process.env.TEST_DATABASE_URL ? 2 : '50%',
};
