// Loans arrangements through the API (not under test where they are used) and what people do on the loan screens.
import { expect, type Locator, type Page } from '@playwright/test';
import { SEED_ADMIN } from './env';
import { apiGet, apiPost, createPayingMember, type Member } from './money';
import { fundFromWalletViaApi, fundSharesToMinimumViaApi } from './savings';

/** the second administrator the embedded first start makes (api/src/db/seed.ts) */
export const SECOND_ADMIN = { email: SEED_ADMIN.email.replace('@', '+checker@'), password: SEED_ADMIN.password };

/** a paying member with shares at the minimum and `regular` naira in regular savings (the wallet keeps `spare`) */
export async function createSaver(tag: string, regular: string, spare = '5000'): Promise<Member> {
  const funded = String(Number(regular) + Number(spare) + 20_000);
  const member = await createPayingMember(tag, { funded });
  await fundSharesToMinimumViaApi(member);
  if (Number(regular) > 0) await fundFromWalletViaApi(member, 'savingsFunds', regular);
  return member;
}

export async function userIdOf(member: Member): Promise<number> {
  const profile = await apiGet(member.token, 'show_profile');
  return Number((profile.data as { user_id: number }).user_id);
}

export async function approveGuaranteeViaApi(member: Member, loanId: number, loanGroup: string): Promise<void> {
  await apiPost(member.token, `loanAccepted/${loanGroup}/${loanId}`);
}

export async function myLoansViaApi(member: Member): Promise<Array<{ loan_id: number; loan_status: number }>> {
  return (await apiGet(member.token, 'loan/view_loan')) as unknown as Array<{ loan_id: number; loan_status: number }>;
}

export const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
export const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** one tab of a console section (/dashboard/loans's "Loan queue", /dashboard/shop's "Product orders" …) */
export const consolePart = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab, exact: true });

/** opens a loan's own page from the console's loan queue (/dashboard/loans) by who borrows it; returns its URL */
export async function openLoanFromQueue(page: Page, borrower: string): Promise<string> {
  await page.goto('/dashboard/loans');
  await consolePart(page, 'Loan queue').getByRole('row').filter({ hasText: borrower }).getByRole('link', { name: /^Open loan #\d+$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/loans\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Loan #\d+$/ })).toBeVisible();
  return page.url();
}

/** PayWith's wallet choice, then its submit button */
export async function payFromWallet(dialog: Locator, button: string): Promise<void> {
  const wallet = dialog.getByRole('radio', { name: 'Wallet' });
  await expect(wallet).toBeEnabled();
  await wallet.check();
  await dialog.getByRole('button', { name: button }).click();
}

/** the "Are you sure…" dialog's yes */
export async function confirm(page: Page, yes: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: yes }).click();
}
