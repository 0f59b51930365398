// Cuts Paystack's published OpenAPI description down to the endpoints the adapter calls, each path item whole, with
// every component they reference. Refresh: node extract.mjs <full dist/paystack.yaml> > paystack.yaml (see README.md).
import fs from 'node:fs';
import YAML from 'yaml';

export const PATHS_WE_CALL = [
  '/transaction/initialize',
  '/transaction/verify/{reference}',
  '/transaction/charge_authorization',
  '/transferrecipient',
  '/transfer',
  '/transfer/finalize_transfer',
  '/transfer/verify/{reference}',
  '/bank',
  '/bank/resolve',
];

const full = YAML.parse(fs.readFileSync(process.argv[2], 'utf8'));
const kept = { openapi: full.openapi, info: full.info, servers: full.servers, security: full.security, paths: {}, components: {} };
for (const path of PATHS_WE_CALL) {
  if (!full.paths[path]) throw new Error(`${path} is not in the description`);
  kept.paths[path] = full.paths[path];
}

const seen = new Set();
function collect(node) {
  if (Array.isArray(node)) return node.forEach(collect);
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') && !seen.has(value)) {
      seen.add(value);
      const [, , section, name] = value.split('/');
      const target = full.components[section][name];
      (kept.components[section] ??= {})[name] = target;
      collect(target);
    } else collect(value);
  }
}
collect(kept.paths);
kept.components.securitySchemes = full.components.securitySchemes;
for (const section of Object.keys(kept.components)) {
  kept.components[section] = Object.fromEntries(Object.entries(kept.components[section]).sort(([a], [b]) => a.localeCompare(b)));
}
process.stdout.write(YAML.stringify(kept, { lineWidth: 0 }));
