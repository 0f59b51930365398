// The registration fee as a charge purpose: paid from the wallet or by card (a checkout or a saved card), never by a
// member; its amount is the society's setting.
import { conflict } from '../../http/errors';
import type { PaymentsService } from '../payments';
import { getSettings } from '../settings';
import { ALREADY_MEMBER, applyRegistrationPayment, lockMembership, registrationReference, type RegistrationOutcome } from './service';

export const REGISTRATION_FEE = 'registration_fee';

export function registerMembershipPurposes(payments: PaymentsService, context: { now: () => Date; societyName: string }): void {
  const apply = (tx: Parameters<typeof applyRegistrationPayment>[0], payment: Parameters<typeof applyRegistrationPayment>[1]) =>
    applyRegistrationPayment(tx, payment, { now: context.now(), societyName: context.societyName });

  payments.registerPurpose<unknown, RegistrationOutcome>({
    name: REGISTRATION_FEE,
    title: 'the registration fee',
    sources: ['wallet', 'card'],
    // the fee is how one becomes a member; paying it twice is the guard's and apply's concern
    payers: 'anyone',
    // inside a transaction this also locks the member's row, so two payments of one member queue
    guard: async (executor, { userId }) => {
      if (await lockMembership(executor, userId)) throw conflict(ALREADY_MEMBER);
    },
    amount: async (executor) => (await getSettings(executor)).registrationFeeKobo,
    apply,
    callback: async (tx, payment) => void (await apply(tx, payment)),
    checkout: { callbackPath: '/wallet' },
    walletReference: registrationReference,
  });
}
