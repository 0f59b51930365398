// Where the money section lives in the console (the shell mounts it at /dashboard/money/*), a withdrawal's own page
// beneath it, and the shell's Approvals section, where another administrator approves what this section proposes.
export const MONEY_SECTION = '/dashboard/money';
export const APPROVALS = '/dashboard/approvals';

export const withdrawalPath = (id: number) => `${MONEY_SECTION}/withdrawals/${id}`;
/** back to the withdrawals from a withdrawal's page */
export const WITHDRAWALS_LIST = `${MONEY_SECTION}?part=withdrawals`;

/** a route's `:id` as a record id, or null when it is not one */
export const recordIdOf = (text: string | undefined): number | null => (/^[1-9]\d{0,14}$/.test(text ?? '') ? Number(text) : null);
