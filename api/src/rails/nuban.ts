// NUBAN (Nigeria Uniform Bank Account Number) check digit.
//
// 2010 scheme (deposit money banks): bank code ABC + serial DEFGHIJKL; check M = (10 − (Σ digit×weight) mod 10) mod 10
// with weights 3,7,3,3,7,3,3,7,3,3,7,3.
// CBN "Revised Standards on NUBAN for Banks and Other Financial Institutions" (March 2020): the code part is six
// digits — a 3-digit bank code with three leading zeros ('011' → '000011'), a 5-digit OFI code (microfinance
// banks and similar) with a leading '9' ('50547' → '950547') — over weights 3,7,3 repeated. The zeros add nothing,
// so the 3-digit case is exactly the 2010 rule.
// 6-digit codes (e.g. OPay 999992, PalmPay 999991 in provider bank lists) are not CBN institution codes and their
// account numbers are often phone numbers: for those only the 10-digit format is checked.

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

function institutionPrefix(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return `000${bankCode}`;
  if (/^\d{5}$/.test(bankCode)) return `9${bankCode}`;
  return null;
}

/** The check digit for a 9-digit serial at a bank, or null when the code has no CBN check-digit rule. */
export function nubanCheckDigit(bankCode: string, serial: string): number | null {
  const prefix = institutionPrefix(bankCode);
  if (!prefix || !/^\d{9}$/.test(serial)) return null;
  const digits = prefix + serial;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * WEIGHTS[i];
  return (10 - (sum % 10)) % 10;
}

export function hasCheckDigitRule(bankCode: string): boolean {
  return institutionPrefix(bankCode) !== null;
}

/** True when `accountNumber` is 10 digits and, where the bank code has a CBN rule, its check digit is right. */
export function isValidNuban(accountNumber: string, bankCode: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || !/^\d{3,6}$/.test(bankCode)) return false;
  if (!hasCheckDigitRule(bankCode)) return true;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** Builds a valid NUBAN from a 9-digit serial (sandbox data and tests). */
export function makeNuban(bankCode: string, serial: string): string {
  const check = nubanCheckDigit(bankCode, serial);
  if (check === null) throw new Error(`No NUBAN check digit for bank code ${bankCode} and serial ${serial}`);
  return `${serial}${check}`;
}
