// Per-member limits of the calls that cost real money or seconds of CPU, in one place so the numbers can be compared.
import { memberRateLimit } from './memberRateLimit';

/**
 * bank/resolve asks the payment provider (metered, and rate-limited per society) for an account's name. A member
 * adding a bank account needs one to three lookups (a typo, the wrong bank); 20 an hour leaves room for that and
 * stops one signed-in member from harvesting names by walking account numbers (at most 480 a day).
 */
export const BANK_RESOLVE_PER_HOUR = 20;

/**
 * A statement download (PDF up to 10,000 rows: a few seconds of drawing; CSV streams every row): members download
 * a handful of periods at a time. 10 per 10 minutes; the JSON page of the same call is not counted.
 */
export const STATEMENT_DOWNLOADS_PER_10_MINUTES = 10;

/**
 * The admin ledger check reads the whole ledger in one repeatable-read snapshot (seconds on a large ledger). The
 * scheduled check runs hourly anyway; an admin re-running it after a fix needs a few. 6 per 10 minutes per admin.
 */
export const LEDGER_CHECKS_PER_10_MINUTES = 6;

export const bankResolveLimit = () =>
  memberRateLimit(BANK_RESOLVE_PER_HOUR, { timeWindow: '1 hour', refusal: 'You have looked up many bank accounts in the last hour' });

export const statementDownloadLimit = () =>
  memberRateLimit(STATEMENT_DOWNLOADS_PER_10_MINUTES, {
    timeWindow: '10 minutes',
    refusal: 'You have downloaded many statements in the last few minutes',
    skip: (request) => (request.query as { format?: string }).format === 'json',
  });

export const ledgerCheckLimit = () =>
  memberRateLimit(LEDGER_CHECKS_PER_10_MINUTES, { timeWindow: '10 minutes', refusal: 'The ledger check has been run many times in the last few minutes' });
