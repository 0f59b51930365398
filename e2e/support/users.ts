// Test people: every test makes its own, so tests never share an account and can run in parallel.
import crypto from 'node:crypto';

export interface TestUser {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

function suffix(): string {
  return `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
}

/** an address nobody else in this run uses, e.g. `journey-lx3k9a1b2c@e2e.test` */
export function uniqueEmail(tag: string): string {
  return `${tag}-${suffix()}@e2e.test`.toLowerCase();
}

/** letters only, so a name search finds exactly the people of one test */
export function uniqueWord(prefix = ''): string {
  const letters = crypto.randomBytes(8).reduce((word, byte) => word + String.fromCharCode(97 + (byte % 26)), '');
  return `${prefix}${letters}`;
}

/** a Nigerian mobile number: 11 digits starting with 0 */
export function uniquePhone(): string {
  return `080${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
}

export function newUser(tag: string, overrides: Partial<TestUser> = {}): TestUser {
  return {
    firstName: 'Adaeze',
    lastName: `Okafor${uniqueWord().slice(0, 5)}`,
    phone: uniquePhone(),
    email: uniqueEmail(tag),
    password: `Pass-${crypto.randomBytes(4).toString('hex')}`,
    ...overrides,
  };
}

export const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;
