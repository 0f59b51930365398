// Where the console's Shop and Investments sections live (the shell mounts each at /dashboard/{path}/*), their
// detail pages, and the Approvals section where a proposal waits for a second administrator.
export const SHOP_SECTION = '/dashboard/shop';
export const INVESTMENTS_SECTION = '/dashboard/investments';
export const APPROVALS_SECTION = '/dashboard/approvals';

export const orderPath = (id: number) => `${SHOP_SECTION}/orders/${id}`;
export const investmentPath = (id: number) => `${INVESTMENTS_SECTION}/${id}`;

/** a route's `:id` as a record id, or null when it is not one */
export const recordIdOf = (text: string | undefined): number | null => (/^[1-9]\d{0,14}$/.test(text ?? '') ? Number(text) : null);
