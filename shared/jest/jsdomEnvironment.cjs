// jsdom, plus the fetch-era globals Node has and jsdom lacks (Request, Response, Headers, TextEncoder,
// streams). Not MessageChannel or BroadcastChannel: Node's keep the process alive and React's scheduler
// would pick MessageChannel over timers. React Router's data routers build a Request on every navigation; Node's
// Request only accepts Node's AbortSignal, so AbortController/AbortSignal come from Node too.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
  'structuredClone',
];

class JsdomWithFetchGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
  }
}

module.exports = JsdomWithFetchGlobals;
