// Where the money section lives in the console (the shell mounts it at /dashboard/money/*), and the shell's Approvals
// section, where another administrator approves what this section proposes.
export const MONEY_SECTION = '/dashboard/money';
export const APPROVALS = '/dashboard/approvals';
