// API tests run against a real database: PGlite in memory by default, or a fresh database per test
// file on the PostgreSQL server named by TEST_DATABASE_URL (scripts/test.mjs starts one when it can).
// With TEST_BOTH_DATABASES=true as well, the config holds both passes as two projects ("pglite", "postgres"). CI runs
// them as two jest processes side by side, each with --selectProjects: the PostgreSQL pass on Node 24 (production's
// runtime), the PGlite pass on the machine's Node (scripts/test.mjs), so a file that runs on both databases runs on
// both Nodes. Files start longest first, with the durations of test/helpers/timings.json where jest has no cache.
const both = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_BOTH_DATABASES === 'true';

const project = {
  testEnvironment: '<rootDir>/test/databaseEnvironment.cjs',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/?(*.)test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    // before the rule below (the first pattern that matches a file wins): see the file for why
    'node_modules/.+/fastify/lib/plugin-utils\\.js$': '<rootDir>/test/helpers/fastifyPluginNames.cjs',
    'node_modules/.+\\.m?js$': '<rootDir>/test/esmToCjs.cjs',
  },
  // PGlite's own files are large and already CommonJS-safe; everything else in node_modules may be ESM-only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/@electric-sql\\+pglite'],
};

module.exports = {
  ...(both
    ? {
        projects: [
          // *.pg.test.ts skip themselves on PGlite and *.pglite.test.ts on PostgreSQL: not loaded there at all; the
          // unit tests in src/ open no database, so they run once, in the PGlite pass
          { ...project, displayName: 'pglite', testEnvironmentOptions: { coopDatabase: 'pglite' }, testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$'] },
          { ...project, displayName: 'postgres', testEnvironmentOptions: { coopDatabase: 'postgres' }, roots: ['<rootDir>/test'], testPathIgnorePatterns: ['/node_modules/', '\\.pglite\\.test\\.ts$'] },
        ],
      }
    : project),
  testSequencer: '<rootDir>/test/helpers/sequencer.cjs',
  testTimeout: 60000,
  // a run in one process (one worker) must end when its last file has: a handle some module leaves open (a pool's
  // idle timer, a job's interval) would otherwise keep `npm test` waiting for ever
  forceExit: true,
  // always in worker processes, recycled past this much memory: one process running every file in turn (what one
  // worker meant) grew to about 5 GB and slowed to a crawl collecting garbage
  workerIdleMemoryLimit: '2GB',
  // PGlite alone keeps to one worker: a PostgreSQL run may be going beside it (two workers and the server), and the
  // load tests time out when more than the two cores' worth of work competes with them. CI names each pass's
  // workers itself (--maxWorkers, scripts/test.mjs).
  maxWorkers: process.env.TEST_DATABASE_URL ? 2 : '50%',
};
