import { categoryLabel } from '../../src/features/common/categories';

describe('category labels (facts §4.6)', () => {
  it.each([
    [7, 'credit', 'Paystack', 'Wallet Funding'],
    [7, 'debit', 'Bank', 'Wallet Withdrawal'],
    [1, 'debit', 'wallet', 'Savings Withdrawal'],
    [2, 'debit', 'Target Exit', 'Target Exit'],
    [20, 'debit', 'Wallet', 'Membership Form'],
    [99, 'credit', 'Wallet', 'Other'],
  ] as const)('category %s %s by %s is %s', (code, type, method, label) => {
    expect(categoryLabel(code, type, method)).toBe(label);
  });
});
