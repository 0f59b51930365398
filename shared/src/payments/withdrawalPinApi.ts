// Step 1 of the password → PIN confirmation (facts §2.10, spec §4): the password and the amount; the API mails a PIN
// bound to that amount. The original client sent an empty PIN at this step.
import type { VerifyWithdrawalReply } from '@coop/api/contract';
import { http } from '@coop/shared/core';

export interface VerifyPasswordBody {
  password: string;
  amount: string;
}

/** what the screen's own request sends once the member typed the PIN */
export interface PasswordAndPin extends VerifyPasswordBody {
  withdrawal_pin: string;
}

export const withdrawalPinApi = {
  verifyPassword: (body: VerifyPasswordBody) => http.post<VerifyWithdrawalReply>('verifyPasswordBeforeWithdrawal', { ...body, withdrawal_pin: '' }),
};
