// The API suite's test order: jest's own (a file that failed last time first, then the longest first), with the
// durations of test/helpers/timings.json where jest has none of its own. CI starts with no jest cache, and jest then
// orders by file size: a two-minute file could start last and leave one core idle for its whole run. A file the
// list does not know yet (a new one) starts first, as jest does with one it has no time for.
const fs = require('node:fs');
const path = require('node:path');

const from = (dir, name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
// @jest/test-sequencer is jest's, not a dependency of the API: found through jest's own packages
const jestConfig = from(from(from(__dirname, 'jest'), '@jest/core'), 'jest-config');
const DefaultSequencer = require(from(jestConfig, '@jest/test-sequencer')).default;

const TIMINGS = path.join(__dirname, 'timings.json');
/** "<project> <path from api/>" → seconds */
const committed = fs.existsSync(TIMINGS) ? JSON.parse(fs.readFileSync(TIMINGS, 'utf8')).seconds : {};

const projectOf = (test) => test.context.config.displayName?.name ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
const keyOf = (test) => `${projectOf(test)} ${path.relative(test.context.config.rootDir, test.path)}`;

class TimingsSequencer extends DefaultSequencer {
  time(test) {
    const seconds = committed[keyOf(test)];
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
  }
}

module.exports = TimingsSequencer;
module.exports.keyOf = keyOf;
