// Only members are shareholders for a dividend (issue 26, "Membership gates by every path"): shares held by someone
// who never paid the registration fee (bought through an old hole, or put there by hand) are not counted in the
// split, paid, or enough to declare one.
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, balanceOf, call, member, type Member } from '../wallet/support/money';
import { approve, earn } from '../back-office/proposalSupport';
import { deposit } from './support';

let t: TestApp;
let boss: Member;
let checker: Member;
beforeEach(async () => {
  t = await createTestApp();
  boss = await admin(t);
  checker = await admin(t);
});
afterEach(() => t.close());

async function fundPool(kobo: bigint): Promise<void> {
  await earn(t, SOCIETY_ACCOUNT_KIND.feeIncome, kobo);
  const proposed = await call(t, boss, 'POST', '/api/admin/dividends/fund', { amount: (Number(kobo) / 100).toFixed(2), source: 'fee_income', note: 'Surplus' }, { key: true });
  expect((await approve(t, checker, proposed.json().proposal.id)).statusCode).toBe(200);
}

describe('a dividend’s shareholders', () => {
  it('leave out a non-member who holds shares, in the preview and in the payout', async () => {
    const ada = await member(t, { memberStatus: true });
    const outsider = await member(t, { memberStatus: false });
    await deposit(t, ada, 1_000_00n, MEMBER_ACCOUNT_KIND.shares);
    await deposit(t, outsider, 3_000_00n, MEMBER_ACCOUNT_KIND.shares);

    const preview = await call(t, boss, 'POST', '/api/admin/dividends/preview', { amount: '100' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ total_shares: '1000.00', member_count: 1, allocations: [{ user_id: ada.id, amount: '100.00' }] });

    await fundPool(100_00n);
    const proposed = await call(t, boss, 'POST', '/api/admin/dividends', { amount: '100', note: 'Year end' }, { key: true });
    expect(proposed.statusCode).toBe(202);
    const approved = await approve(t, checker, proposed.json().proposal.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Dividend of ₦100.00 paid to 1 member');
    expect(await balanceOf(t, ada)).toBe('100.00');
    expect(await balanceOf(t, outsider)).toBe('0.00');
  });

  it('cannot be only non-members: declaring is refused as when nobody holds shares', async () => {
    const outsider = await member(t, { memberStatus: false });
    await deposit(t, outsider, 3_000_00n, MEMBER_ACCOUNT_KIND.shares);
    await fundPool(100_00n);
    const preview = await call(t, boss, 'POST', '/api/admin/dividends/preview', { amount: '10' });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().message).toBe('No member holds shares yet');
    const proposed = await call(t, boss, 'POST', '/api/admin/dividends', { amount: '10', note: 'Year end' }, { key: true });
    expect(proposed.statusCode).toBe(422);
    expect(proposed.json().message).toBe('No member holds shares yet');
  });
});
