import { CATEGORY, TRANSFER_KIND, categoryLabel, categoryOf, kindsOfCategory, memberFacingKinds, transactionLabel } from './categories';

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
