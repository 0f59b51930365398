import { hasCheckDigitRule, isValidNuban, makeNuban, nubanCheckDigit } from '../../src/rails/nuban';
import { SANDBOX_FAILING_ACCOUNT } from '../../src/rails/sandbox/cards';

describe('NUBAN check digit', () => {
  it("matches the CBN's worked examples (First Bank 011)", () => {
    // serial 000001457: 0*3+1*7+1*3+0*3+0*7+0*3+0*3+0*7+1*3+4*3+5*7+7*3 = 81 → 10 − 1 = 9
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('0000014579', '011')).toBe(true);
    // serial 000000022: sum 30 → (10 − 0) mod 10 = 0
    expect(nubanCheckDigit('011', '000000022')).toBe(0);
    expect(isValidNuban('0000000220', '011')).toBe(true);
  });

  it.each([
    ['044', '0123456784'],
    ['011', '3012345671'],
    ['057', '2109876542'],
    ['058', '1122334454'],
    ['058', '0123456785'],
  ])('accepts a constructed valid account at bank %s: %s', (bank, account) => {
    expect(isValidNuban(account, bank)).toBe(true);
  });

  it('rejects every other last digit for the same serial', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit === 4) continue;
      expect(isValidNuban(`012345678${digit}`, '044')).toBe(false);
    }
  });

  it('depends on the bank: a valid Access account is not valid at Zenith', () => {
    expect(isValidNuban('0123456784', '044')).toBe(true);
    expect(isValidNuban('0123456784', '057')).toBe(false);
  });

  it("applies the CBN 2020 rule to 5-digit OFI codes ('9' + code over weights 3,7,3…)", () => {
    // 950211 + 200012345: 9*3+5*7+0*3+2*3+1*7+1*3+2*3+0*7+0*3+0*3+1*7+2*3+3*3+4*7+5*3 = 149 → check digit 1
    const digits = '950211200012345';
    const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i], 0);
    expect(sum).toBe(149);
    expect(nubanCheckDigit('50211', '200012345')).toBe(1);
    expect(isValidNuban('2000123451', '50211')).toBe(true);
    expect(isValidNuban('2000123452', '50211')).toBe(false);
  });

  it('checks only the format for 6-digit codes (mobile-money operators: no CBN check digit)', () => {
    expect(hasCheckDigitRule('999992')).toBe(false);
    expect(isValidNuban('8031234567', '999992')).toBe(true);
    expect(isValidNuban('803123456', '999992')).toBe(false);
  });

  it('rejects wrong formats', () => {
    for (const account of ['', '012345678', '01234567845', '01234a6784', ' 0123456784']) expect(isValidNuban(account, '044')).toBe(false);
    expect(isValidNuban('0123456784', '44')).toBe(false);
    expect(isValidNuban('0123456784', 'abc')).toBe(false);
  });

  it('builds valid numbers and the sandbox failing account is one', () => {
    expect(makeNuban('044', '012345678')).toBe('0123456784');
    expect(isValidNuban(SANDBOX_FAILING_ACCOUNT.accountNumber, SANDBOX_FAILING_ACCOUNT.bankCode)).toBe(true);
    expect(() => makeNuban('999992', '012345678')).toThrow();
  });
});
