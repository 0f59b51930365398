// Where the loans section lives in the console (the shell mounts it at /dashboard/loans/*), and a loan's own page.
export const LOANS_SECTION = '/dashboard/loans';

export const loanPath = (id: number) => `${LOANS_SECTION}/${id}`;
