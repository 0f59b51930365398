// Hostile bodies, queries and path values for the fuzz suites, shaped by a route's own zod schema.

/** the keys of a zod object, through the pipes, defaults and optionals wrapped around it */
export function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return keysOf(def.in);
  if ('innerType' in def) return keysOf(def.innerType);
  return [];
}

const HUGE = 'x'.repeat(20_000);
const WRONG_VALUES: unknown[] = [null, 0, -1, 1.5, 1e308, 'abc', '-5', '', HUGE, true, [], ['a', 1], {}, { nested: 'x' }];

export function hostileBodies(keys: string[]): unknown[] {
  const everyField = WRONG_VALUES.map((value) => Object.fromEntries(keys.map((k) => [k, value])));
  const extraField = { ...Object.fromEntries(keys.map((k) => [k, 'x'])), not_a_field: 1 };
  return [undefined, {}, [], 'text', 42, extraField, ...everyField];
}

export function hostileQueries(keys: string[]): string[] {
  const values = ['', 'abc', '-1', '0', '1.5', '99999999999999999999', HUGE.slice(0, 4000)];
  const queries = values.map((v) => keys.map((k) => `${k}=${encodeURIComponent(v)}`).join('&'));
  queries.push(keys.map((k) => `${k}=1&${k}=2`).join('&'));
  return queries;
}

export const PARAM_VALUES = ['-1', 'abc', '0', '1.5', '99999999999999999999', '%00', 'x'.repeat(90)];
