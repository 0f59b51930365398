// OpenAPI 3.0's `nullable` means something only beside a `type`. zod's JSON schema puts it beside an `anyOf` for a
// nullable union (`z.union([z.string(), z.number()]).nullish()` → `{ anyOf: [string, number], nullable: true }`), which
// a client generator reads as "not nullable". Moved onto the union's typed branches it says what the API accepts.

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function fixNullable(schema: Node): void {
  if (schema.nullable !== true || 'type' in schema) return;
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  const typed = (branches ?? []).filter((branch): branch is Node => isNode(branch) && 'type' in branch);
  for (const branch of typed) branch.nullable = true;
  // a typeless schema without typed branches accepts null already
  delete schema.nullable;
}

/** fixes every schema below `root` in place */
export function moveNullableBesideTypes(root: unknown): void {
  if (Array.isArray(root)) {
    for (const item of root) moveNullableBesideTypes(item);
    return;
  }
  if (!isNode(root)) return;
  fixNullable(root);
  for (const value of Object.values(root)) moveNullableBesideTypes(value);
}
