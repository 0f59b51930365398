import type { MutationReply, RegistrationFeePaymentReply, RegistrationFeeReply } from '@coop/api/contract';
import { http } from '@coop/shared/core';
import type { PaymentSource } from '../payments/types';

export const membershipApi = {
  registrationFee: () => http.get<RegistrationFeeReply>('get_registration_fee'),
  /** the Bearer header only (the API takes no `?token=` on a POST); one Idempotency-Key per attempt */
  payRegistrationFee: (body: PaymentSource, idempotencyKey: string) =>
    http.post<RegistrationFeePaymentReply | MutationReply>('registration_fee_payment', body, { idempotencyKey }),
};
