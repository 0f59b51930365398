import { CATEGORY, categoryLabel, categoryOf, kindsOfCategory, memberFacingKinds, transactionLabel } from './categories';
import { SOCIETY_ONLY_KINDS, TRANSFER_KIND } from '../../ledger';

describe('transaction categories', () => {
  it('maps wallet movements to the original wallet category and labels', () => {
    expect(categoryOf(TRANSFER_KIND.walletFunding)).toBe(CATEGORY.wallet);
    expect(categoryLabel(CATEGORY.wallet, 'credit')).toBe('Wallet Funding');
    expect(categoryLabel(CATEGORY.wallet, 'debit')).toBe('Wallet Withdrawal');
  });
  it('files a reversal under what it reverses', () => {
    expect(categoryOf(TRANSFER_KIND.reversal, { reversed_kind: TRANSFER_KIND.withdrawal })).toBe(CATEGORY.wallet);
    expect(categoryOf(TRANSFER_KIND.reversal, {})).toBeNull();
  });
  it('lists the kinds a category filter selects', () => {
    expect(kindsOfCategory(CATEGORY.membershipForm)).toEqual([TRANSFER_KIND.registrationFee]);
  });
});

describe('member-facing kinds and labels', () => {
  it('lists every categorised kind and leaves society-only kinds out', () => {
    expect(memberFacingKinds()).toEqual(expect.arrayContaining([TRANSFER_KIND.walletFunding, TRANSFER_KIND.withdrawal, TRANSFER_KIND.registrationFee]));
    expect(memberFacingKinds()).not.toContain(TRANSFER_KIND.withdrawalSettlement);
    expect(memberFacingKinds()).not.toContain(TRANSFER_KIND.reversal);
  });
  it('names a reversal after what it undid', () => {
    expect(transactionLabel(TRANSFER_KIND.withdrawal, {}, 'debit')).toBe('Wallet Withdrawal');
    expect(transactionLabel(TRANSFER_KIND.reversal, { reversed_kind: TRANSFER_KIND.withdrawal }, 'credit')).toBe('Wallet Withdrawal reversed');
    expect(transactionLabel(TRANSFER_KIND.reversal, { reversed_kind: TRANSFER_KIND.walletFunding }, 'debit')).toBe('Wallet Funding reversed');
    expect(transactionLabel('something_else', {}, 'credit')).toBe('Other');
  });
});

describe('labels by category code and direction (facts §4.6)', () => {
  it.each([
    [1, 'credit', 'Regular Savings'],
    [1, 'debit', 'Savings Withdrawal'],
    [2, 'credit', 'Target Savings'],
    [2, 'debit', 'Target Withdrawal'],
    [3, 'credit', 'Shareholding'],
    [4, 'credit', 'Loan Repayment'],
    [7, 'credit', 'Wallet Funding'],
    [7, 'debit', 'Wallet Withdrawal'],
    [8, 'debit', 'Business Finance'],
    [9, 'debit', 'Products Financing'],
    [10, 'credit', 'Disbursement'],
    [20, 'debit', 'Membership Form'],
    [21, 'debit', 'Loan Form'],
    [99, 'credit', 'Other'],
  ] as const)('category %s %s is %s', (code, type, label) => {
    expect(categoryLabel(code, type, 'Wallet')).toBe(label);
  });

  it('names a target exit or completion by its payment method, and only for target savings', () => {
    expect(categoryLabel(CATEGORY.targetSavings, 'debit', 'Target Exit')).toBe('Target Exit');
    expect(categoryLabel(CATEGORY.targetSavings, 'credit', 'Target Completed')).toBe('Target Completed');
    expect(categoryLabel(CATEGORY.targetSavings, 'debit', 'Wallet')).toBe('Target Withdrawal');
    expect(categoryLabel(CATEGORY.wallet, 'credit', 'Target Exit')).toBe('Wallet Funding');
  });

  it('reads the payment method from the metadata, and labels an unknown kind by the category given', () => {
    expect(transactionLabel(TRANSFER_KIND.registrationFee, { payment_method: 'Wallet' }, 'debit')).toBe('Membership Form');
    expect(transactionLabel('test_spend', {}, 'debit', CATEGORY.wallet)).toBe('Wallet Withdrawal');
  });
});

describe('the member history index and the categories', () => {
  it('lists every kind a member sees and leaves out exactly the society-only ones', () => {
    const listed = new Set(memberFacingKinds());
    for (const kind of Object.values(TRANSFER_KIND)) {
      if (kind === TRANSFER_KIND.reversal) continue;
      expect([kind, listed.has(kind)]).toEqual([kind, !SOCIETY_ONLY_KINDS.has(kind)]);
    }
  });
});
