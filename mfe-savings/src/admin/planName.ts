const KIND_NAMES: Record<string, string> = {
  regular: 'Regular savings',
  target: 'Target savings',
  save_to_loan: 'Save to loan',
};

/** A plan in the admin tables: its product, and a target's own name. */
export function planName(kind: string, targetName: string | null | undefined): string {
  const product = KIND_NAMES[kind] ?? kind;
  return targetName ? `${product}: ${targetName}` : product;
}
