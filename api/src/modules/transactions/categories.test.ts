import { CATEGORY, TRANSFER_KIND, categoryLabel, categoryOf, kindsOfCategory } from './categories';

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
