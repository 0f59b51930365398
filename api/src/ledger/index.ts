// The ledger's public API. Every function takes the executor (a transaction from withMoneyTransaction
// for writes); callers own the transaction. Amounts are bigint kobo; positive credits an account.
export * from './errors';
export { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, targetSavingsAccountKind, loanReceivableAccountKind, orderReceivableAccountKind, investmentPoolAccountKind } from './accountKinds';
export { TRANSFER_KIND, REVERSAL_KIND, SOCIETY_ONLY_KINDS } from './transferKinds';
export { transferMetadata } from './transferMetadata';
export { withMoneyTransaction, retryingAborted, isRetryableError, type MoneyTransactionOptions } from './transaction';
export { memberAccount, societyAccount, findMemberAccount, memberAccounts, getAccount, accountBalance, type AccountSummary } from './accounts';
export { transfer, refusedTransfer, memberHistoryKind, type TransferInput, type TransferResult, type PostingInput } from './transfer';
export { postPending, voidPending, reverse, type PostPendingOptions, type PostPendingResult, type ReversalOptions } from './lifecycle';
export { accountStatement, type AccountStatement, type StatementOptions, type StatementRow } from './statement';
export { transfersForUser, getTransfer, findTransferByReference, type Page, type TransferView, type TransferDetail, type UserTransferRow, type TransfersForUserOptions } from './history';
export { runLedgerCheck, ledgerCheckToJson, type LedgerCheckResult, type OverduePending } from './check';
export { flagOverduePendingTransfers, openLedgerAlerts, OVERDUE_PENDING_ALERT, type RaisedAlert, type OpenAlert } from './watcher';
export type { PageInfo } from './paging';
