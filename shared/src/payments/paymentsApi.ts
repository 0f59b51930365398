// The payment calls PayWith makes (issue 3). Replies are typed by the API's contract.
import type {
  ChargePurpose, ChargeStatusReply, FeePreviewReply, PaymentMethodsReply, SavedCard, StartChargeReply, WalletBalanceReply,
} from '@coop/api/contract';
import { http } from '@coop/shared/core';

export interface StartChargeBody {
  purpose: ChargePurpose;
  amount: string;
  save_card: boolean;
  /** an in-app path the provider's checkout returns to (with `?reference=`) when it is not framed */
  callback_path?: string;
}

export const paymentsApi = {
  methods: () => http.get<PaymentMethodsReply>('payment_methods'),
  /** a bare array; the original API answered `{success:false}` when there were none */
  savedCards: async (): Promise<SavedCard[]> => {
    const reply = await http.get<SavedCard[] | Record<string, unknown>>('getCards');
    return Array.isArray(reply) ? reply : [];
  },
  walletBalance: () => http.get<WalletBalanceReply>('show_wallet_balance'),
  feePreview: (amount: string) => http.get<FeePreviewReply>('payments/fee-preview', { query: { amount } }),
  startCharge: (body: StartChargeBody) => http.post<StartChargeReply>('payments/charges', body),
  verifyCharge: (reference: string) => http.post<ChargeStatusReply>(`payments/charges/${encodeURIComponent(reference)}/verify`),
};
