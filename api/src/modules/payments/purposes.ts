// Charge purposes: what a member's money is taken for (wallet funding, the registration fee, a loan repayment, …).
// The module that owns a purpose registers it with `payments.registerPurpose` when it registers its routes, as
// webhook handlers are; payments and wallet never name an area's purpose. How to write one: ./README.md.
import type { Executor, Transaction } from '../../db/client';
import type { PaymentCharge } from '../../db/schema';

/** where the money comes from: a debit of the member's wallet, or card money (a checkout or a saved card) */
export type PaymentSourceKind = 'wallet' | 'card';

export interface PurposeRequest<Input> {
  userId: number;
  /** the request body (or the charge-start body): whatever the purpose needs to compute its amount */
  input: Input;
}

export interface PaymentTransferInput {
  /** the destination account (a member account or a society account) */
  accountId: number;
  kind: string;
  description: string;
  /** merged over the payment's own: payment_method, and for card money charge_reference, fee and card_id */
  metadata?: Record<string, unknown>;
}

/** The money taken from the member, handed to the purpose inside the transaction that posts it. */
export interface TakenPayment {
  userId: number;
  /** the purpose that applies it (for a charge: the purpose the charge was made for) */
  purpose: string;
  amountKobo: bigint;
  /** the ledger transfer's reference: the charge reference for card money, a new one for a wallet debit */
  reference: string;
  /** how it shows on statements */
  paymentMethod: 'Wallet' | 'Debit Card';
  /** the card charge when paid by card, else null */
  charge: PaymentCharge | null;
  /**
   * Posts the one balanced transfer that moves this payment into `accountId` (wallet → destination, or the card
   * money legs). Call it exactly once. A wallet that cannot cover it is a 422 with the balance. Answers with the
   * destination's balance right after (kobo), so the reply needs no second read.
   */
  transferTo(input: PaymentTransferInput): Promise<bigint>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds purposes of every input and result (`unknown` would refuse them: inputs are parameters)
export interface PaymentPurpose<Input = any, Result = any> {
  /** snake_case, stored on charges: 'wallet_funding', 'registration_fee', … */
  name: string;
  /** as a message names it: "This payment was not made for {title}" */
  title: string;
  /** how a member may pay it */
  sources: readonly PaymentSourceKind[];
  /**
   * What this member pays for this request, computed by the server (never a total the client sent). null: the
   * member's own choice, which a checkout charge carries (wallet funding); a wallet debit or saved card then needs it.
   */
  amount(executor: Executor, request: PurposeRequest<Input>): Promise<bigint | null>;
  /**
   * What within the purpose this request pays for (e.g. `target:12`), kept on a card charge so that `callback`, which
   * has no request, can give the value to the same place. Omit when the purpose has one destination.
   */
  subjectOf?(input: Input): string | null;
  /**
   * Who may pay for it: 'members' (the registration fee paid; the default, as the savings, loans and investments
   * routes require) or 'anyone' (wallet funding, adding a card, the registration fee itself, the shop).
   */
  payers?: 'members' | 'anyone';
  /**
   * The rest of the gate the direct route applies, beyond membership (the shareholding minimum before funding another
   * package): throws that route's refusal. Checked with membership (./purposeGate.ts) when a checkout starts, before
   * a wallet is debited or a saved card charged, and again when a paid charge is applied (the request, the webhook or
   * the job): a paid charge whose gate no longer holds is credited to the member's wallet, and they are told why.
   */
  gate?(executor: Executor, userId: number): Promise<void>;
  /** Refuses (throws an AppError) before any money is taken: a checkout started, a saved card charged, a wallet debited. */
  guard?(executor: Executor, request: PurposeRequest<Input>): Promise<void>;
  /** Gives the value of a payment made with a request, in its transaction: calls `payment.transferTo` once. */
  apply(tx: Transaction, payment: TakenPayment, input: Input): Promise<Result>;
  /**
   * A paid card charge for this purpose that no request applied (the member closed the tab; the webhook or the
   * job found it): give its value without the request, calling `payment.transferTo` once. Without it such a charge
   * stays unapplied.
   */
  callback?(tx: Transaction, payment: TakenPayment): Promise<void>;
  /** set to let `POST payments/charges` start a checkout for it */
  checkout?: {
    /** where the provider returns the member, e.g. '/wallet' */
    callbackPath: string;
    /** always keep the card (adding a card) */
    saveCard?: boolean;
  };
  /** the reference of a wallet debit; default FIN-{category}-{user}-{random} */
  walletReference?(userId: number): string;
  /**
   * Set when `apply` is exactly one transfer into one of the member's own accounts and `guard` at most the
   * shareholding gate: a wallet payment whose request asks for it then runs as one statement
   * (./walletPaymentInOneStatement.ts), claim, gate, transfer and stored reply together. It must give the value
   * `apply` gives and refuse what `guard` refuses.
   */
  inOneStatement?: WalletPaymentInOneStatement<Input>;
}

export interface WalletPaymentInOneStatement<Input> {
  /** the member's account the money goes into (a MEMBER_ACCOUNT_KIND) */
  accountKind: string;
  kind: string;
  description: string;
  /** merged over payment_method: 'Wallet', as apply's transferTo would */
  metadata?(input: Input): Record<string, unknown>;
  /** the shareholding gate: the member's account of `accountKind` must hold the society's minimum shareholding */
  gate?: { accountKind: string; refusal(minimumKobo: bigint): Error };
}

const NAME = /^[a-z][a-z0-9_]{0,39}$/;

export class PurposeRegistry {
  private readonly purposes = new Map<string, PaymentPurpose>();

  /** Returns a function that removes it (tests). */
  register(purpose: PaymentPurpose): () => void {
    if (!NAME.test(purpose.name)) throw new Error(`A charge purpose is a short snake_case word, got ${JSON.stringify(purpose.name)}`);
    if (this.purposes.has(purpose.name)) throw new Error(`The charge purpose ${purpose.name} is registered already`);
    if (!purpose.sources.length) throw new Error(`The charge purpose ${purpose.name} names no payment source`);
    this.purposes.set(purpose.name, purpose);
    return () => {
      if (this.purposes.get(purpose.name) === purpose) this.purposes.delete(purpose.name);
    };
  }

  get(name: string): PaymentPurpose | undefined {
    return this.purposes.get(name);
  }

  /** A purpose the code names: not registered is a programming error. */
  require(name: string): PaymentPurpose {
    const purpose = this.purposes.get(name);
    if (!purpose) throw new Error(`No charge purpose ${name} is registered`);
    return purpose;
  }

  /** in registration order */
  list(): PaymentPurpose[] {
    return [...this.purposes.values()];
  }
}
