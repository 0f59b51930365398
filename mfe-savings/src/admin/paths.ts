// Where the savings section lives in the console (the shell mounts it at /dashboard/savings/*), a dividend's own page,
// and the shell's Approvals section, where another administrator approves what this section proposes.
export const SAVINGS_SECTION = '/dashboard/savings';
export const APPROVALS = '/dashboard/approvals';

export const dividendPath = (id: number) => `${SAVINGS_SECTION}/dividends/${id}`;
export const dividendsPartPath = `${SAVINGS_SECTION}?part=dividends`;
