// Typed ledger errors. They are not HTTP errors: a module catches them and answers in the spec's words
// (e.g. InsufficientFundsError → 400 with the screen's message); anything uncaught is a 500 by design.
export class LedgerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Fewer than two postings, a zero amount, a non-bigint amount, or postings that do not sum to zero. */
export class UnbalancedTransferError extends LedgerError {
  constructor(
    message: string,
    readonly sum: bigint | null = null,
  ) {
    super('unbalanced_transfer', message);
  }
}

/** A member account would go below zero. Nothing was written. */
export class InsufficientFundsError extends LedgerError {
  constructor(
    readonly accountId: number,
    /** the balance before the transfer, kobo */
    readonly available: bigint,
    /** the transfer's total debit on that account, kobo */
    readonly requested: bigint,
  ) {
    super('insufficient_funds', `Account ${accountId} holds ${available} kobo, ${requested} kobo requested`);
  }
}

/** A transfer with this reference exists already (the first one stands; nothing new was written). */
export class DuplicateReferenceError extends LedgerError {
  constructor(readonly reference: string) {
    super('duplicate_reference', `A transfer with reference ${reference} already exists`);
  }
}

export class AccountNotFoundError extends LedgerError {
  constructor(readonly accountIds: number[]) {
    super('account_not_found', `Ledger account(s) not found: ${accountIds.join(', ')}`);
  }
}

export class TransferNotFoundError extends LedgerError {
  constructor(readonly transferId: number) {
    super('transfer_not_found', `Transfer ${transferId} not found`);
  }
}

/** postPending/voidPending on a transfer that is no longer pending: usually "already done". */
export class TransferNotPendingError extends LedgerError {
  constructor(
    readonly transferId: number,
    readonly status: 'posted' | 'voided',
  ) {
    super('transfer_not_pending', `Transfer ${transferId} is ${status}, not pending`);
  }
}

export class AlreadyReversedError extends LedgerError {
  constructor(
    readonly transferId: number,
    readonly reversalTransferId: number | null,
  ) {
    super('already_reversed', `Transfer ${transferId} has already been reversed`);
  }
}

/** reverse() on a pending or voided transfer, or on a reversal. */
export class NotReversibleError extends LedgerError {
  constructor(
    readonly transferId: number,
    reason: string,
  ) {
    super('not_reversible', `Transfer ${transferId} cannot be reversed: ${reason}`);
  }
}

/** A malformed request to the ledger (bad purpose, reference, deadline…): a programming error. */
export class InvalidLedgerRequestError extends LedgerError {
  constructor(message: string) {
    super('invalid_request', message);
  }
}
