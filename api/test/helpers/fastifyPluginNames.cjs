// A jest transform for fastify's lib/plugin-utils.js only. fastify names each plugin it registers by looking through
// require.cache for the module that exports it; under jest, require.cache is a Proxy over the test file's module
// registry (a couple of thousand modules), and that walk cost about 0.2 s of CPU for every app a test built. Here
// fastify skips the walk and falls back to what it uses for an inline plugin (the function's own name): plugin names
// only label fastify's own messages, and the app declares its plugin dependencies by meta name, never by file path.
const WALK = 'const cache = require.cache';

module.exports = {
  process(source) {
    // a fastify whose plugin-utils reads differently is left as it is
    return { code: source.replace(WALK, 'const cache = undefined // test/helpers/fastifyPluginNames.cjs') };
  },
  getCacheKey(source, filename) {
    return require('node:crypto').createHash('sha1').update('fastify-plugin-names-v1').update(filename).update(source).digest('hex');
  },
};
