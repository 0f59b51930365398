// The sandbox's documented test data: cards with fixed outcomes and a bank account whose payouts always fail.

export type SandboxCardOutcome = 'success' | 'declined' | 'otp';

export interface SandboxCard {
  /** as printed: spaces are ignored when typed */
  number: string;
  outcome: SandboxCardOutcome;
  brand: string;
  description: string;
}

export const SANDBOX_OTP = '123456';

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4084 0840 8408 4081', outcome: 'success', brand: 'visa', description: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined', brand: 'visa', description: 'Payment is declined' },
  {
    number: '5060 6666 6666 6666 666',
    outcome: 'otp',
    brand: 'verve',
    description: `Asks for an OTP: ${SANDBOX_OTP} succeeds, any other OTP fails`,
  },
];

/** Any future expiry date and any 3-digit CVV work with every test card. */
export const SANDBOX_CARD_RULES = 'Use any future expiry date (MM/YY) and any 3-digit CVV.';

/** The issuing bank the sandbox reports for its cards. */
export const SANDBOX_CARD_BANK = 'TEST BANK';

/**
 * A valid Guaranty Trust Bank NUBAN (058, check digit 5) that resolves like any other account but whose
 * transfers always fail, so payout reversals can be seen.
 */
export const SANDBOX_FAILING_ACCOUNT = { bankCode: '058', accountNumber: '0123456785' } as const;

/**
 * A valid Guaranty Trust Bank NUBAN (058, check digit 2) whose transfers first fail (the withdrawal is reversed, the
 * money back in the wallet) and are then reported paid anyway, so the payout anomaly can be seen.
 */
export const SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT = { bankCode: '058', accountNumber: '0123456792' } as const;

export function findSandboxCard(typed: string): SandboxCard | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return SANDBOX_CARDS.find((card) => card.number.replace(/\s/g, '') === digits);
}
