// Wire types of the payments routes, for the front end (`import type`). Money is a decimal naira string.
import type { Money } from '../../contract';

export interface PaymentMethod {
  name: 'Wallet' | 'Paystack';
}

/** `GET payment_methods` */
export interface PaymentMethodsReply {
  success: true;
  data: PaymentMethod[];
}

/** `GET getApiKey`: the provider's PUBLIC key */
export interface ApiKeyReply {
  success: true;
  data: { token: string }[];
}

/** `GET payments/fee-preview?amount=` */
export interface FeePreviewReply {
  success: true;
  amount: Money;
  fee: Money;
  total: Money;
}

export interface BankOption {
  name: string;
  code: string;
}

/** `GET banks` */
export interface BanksReply {
  success: true;
  data: BankOption[];
}

/** `GET bank/resolve?account_number=&bank_code=` */
export interface ResolveAccountReply {
  success: true;
  data: { account_number: string; account_name: string; bank_code: string; bank_name: string };
}

/** `GET getCards`: a bare array */
export interface SavedCard {
  id: number;
  bank: string;
  bin: string;
  last4: string;
  brand: string;
  exp_month: string;
  exp_year: string;
}

export type ChargeStatusOnWire = 'pending' | 'success' | 'failed' | 'abandoned';

/** `POST payments/charges/:reference/verify` */
export interface ChargeStatusReply {
  success: true;
  message: string;
  reference: string;
  status: ChargeStatusOnWire;
  purpose: string;
  amount: Money;
  fee: Money;
  total: Money;
  card_id: number | null;
}

/** What the sandbox checkout page posts to its parent window when it is framed. */
export interface CheckoutMessage {
  type: 'coop-checkout';
  reference: string;
  status: 'success' | 'failed' | 'abandoned';
}
