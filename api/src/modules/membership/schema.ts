// The registration fee takes the payment source every money action takes (Wallet, a new card's checkout, a saved card).
import { paymentSourceBody } from '../payments/schema';

export const registrationFeeBody = paymentSourceBody;
