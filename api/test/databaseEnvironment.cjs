// The API suite's jest environment: Node's, plus one cache per jest worker that outlives its test files. A fresh
// in-memory PGlite runs initdb (about 2 s) and then the migrations (about 0.7 s) in every test file; with this cache
// a worker migrates once and each later test file loads that migrated data directory instead (under 1 s). See
// test/helpers/testDatabase.ts. (PGlite's compiled WebAssembly cannot be shared the same way: emscripten checks
// `instanceof WebAssembly.Module` and Table entries against each test file's own realm.)
// In a run of both passes (jest.config.cjs) the project names the database: the pglite project's files do not see
// TEST_DATABASE_URL (each test file has its own copy of process.env).
// With COOP_TEST_TIMINGS naming a file, each test file appends a line to it: its project, path, CPU seconds (the
// worker's user + system, this file's share) and wall seconds, and the Node that ran it (test/helpers/timings.mjs
// turns them into test/helpers/timings.json, the order a run with no jest cache starts files in: sequencer.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/** lives in the worker's own realm: each test file gets a new global, this object stays */
const workerCache = {
  /** the bytes of a fresh data directory before and after the migrations, made by the first test file that opens one */
  pgliteDataDirs: null,
};

class DatabaseEnvironment extends TestEnvironment {
  constructor(config, context) {
    const started = { cpu: process.cpuUsage(), at: process.hrtime.bigint() };
    super(config, context);
    this.started = started;
    this.testPath = path.relative(config.projectConfig.rootDir, context.testPath);
    // (jest-environment-node also copies these options onto the test files' global: hence the unusual name)
    this.database = config.projectConfig.testEnvironmentOptions?.coopDatabase;
  }

  async setup() {
    await super.setup();
    this.global.__pgliteWorkerCache = workerCache;
    if (this.database === 'pglite') delete this.global.process.env.TEST_DATABASE_URL;
  }

  async teardown() {
    await super.teardown();
    const timings = process.env.COOP_TEST_TIMINGS;
    if (!timings) return;
    const cpu = process.cpuUsage(this.started.cpu);
    const line = {
      project: this.database ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'),
      file: this.testPath,
      cpu: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
      wall: Number((Number(process.hrtime.bigint() - this.started.at) / 1e9).toFixed(2)),
      node: process.version,
    };
    fs.appendFileSync(timings, `${JSON.stringify(line)}\n`);
  }
}

module.exports = DatabaseEnvironment;
