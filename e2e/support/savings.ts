// Savings arrangements through the API (not under test where they are used) and the savings screens' figures.
import { expect, type Page } from '@playwright/test';
import { API_URL } from './env';
import { apiGet, apiPost, type Member } from './money';
import { listOutbox } from './outbox';

/** Shares bought from the wallet up to the society's minimum, so the shareholding gate lets the member fund and create targets. */
export async function fundSharesToMinimumViaApi(member: Member): Promise<void> {
  const shares = await apiGet(member.token, 'share_holding');
  const shortfall = String(shares.shortfall);
  if (Number(shortfall) > 0) await apiPost(member.token, 'addShareHoldingsFunds', { amount: shortfall, payment_method: 'Wallet' }, true);
}

/** Money from the wallet into a savings package (`savingsFunds`, `targets/add_funds/{id}`, `save_loan/add_funds`). */
export async function fundFromWalletViaApi(member: Member, path: string, amount: string): Promise<void> {
  await apiPost(member.token, path, { amount, payment_method: 'Wallet' }, true);
}

export async function walletBalanceViaApi(member: Member): Promise<string> {
  return String((await apiGet(member.token, 'show_wallet_balance')).balance);
}

/** today in Lagos, 'YYYY-MM-DD' */
export function lagosToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A target made through the API (Daily from today, on the member's saved card); its id. */
export async function createTargetViaApi(member: Member, name: string, targeted: string, amount: string, cardId: number): Promise<number> {
  const reply = await apiPost(
    member.token,
    'targets/store',
    { target_name: name, targeted_amount: targeted, amount, frequency: 'Daily', transaction_time: '23:59', start_date: lagosToday(), payment_method: 'Debit Card', card_id: cardId },
    true,
  );
  return Number((reply.target as { id: number }).id);
}

/** Development only: the autosave job charges this plan's next period now (`POST /api/dev/autosave/run`). */
export async function runAutosaveNow(planId: number): Promise<{ charged: number; failed: number }> {
  const res = await fetch(`${API_URL}/api/dev/autosave/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ plan_id: planId }) });
  if (!res.ok) throw new Error(`POST /api/dev/autosave/run answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { charged: number; failed: number };
}

/** the newest savings withdrawal PIN mailed to `email` after `after` (waits for it) */
export async function readSavingsWithdrawalPin(email: string, after: Date): Promise<string> {
  let pin = '';
  await expect
    .poll(
      async () => {
        const mail = (await listOutbox(email)).find((m) => /savings withdrawal PIN/.test(m.subject) && new Date(m.created_at) >= after);
        pin = (mail && /Your withdrawal PIN is (\d{6})/.exec(mail.text)?.[1]) || '';
        return pin;
      },
      { message: `a savings withdrawal PIN mailed to ${email}` },
    )
    .not.toBe('');
  return pin;
}

/** a header or balance figure of the savings tabs, e.g. "Regular Savings" */
export const savingsFigure = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name });
