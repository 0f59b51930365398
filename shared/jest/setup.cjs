require('@testing-library/jest-dom');
// jsdom has no <dialog> methods; the Modal falls back to the open attribute without them.

// jsdom lacks TextEncoder/TextDecoder, which React Router 7 needs as soon as it is imported.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
