// Runs money work in one transaction (or one statement) and retries it when PostgreSQL aborts it for a serialization
// failure (40001) or a deadlock (40P01): both mean "nothing happened, try again". Other errors propagate.
import type { Database, Transaction } from '../db/client';
import { openTransaction, pgErrorCode } from './sql';

export const RETRYABLE_CODES = new Set(['40001', '40P01']);

export interface MoneyTransactionOptions {
  /** extra attempts after the first; default 5 */
  retries?: number;
  /** base backoff in ms, doubled per attempt with full jitter; default 10 */
  backoffMs?: number;
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
}

export function isRetryableError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && RETRYABLE_CODES.has(code);
}

export async function withMoneyTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>, options: MoneyTransactionOptions = {}): Promise<T> {
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  return retryingAborted(() => openTransaction(db, fn, config), options);
}

/** Runs `attempt` (one transaction, or one statement that is its own) again while PostgreSQL aborts it for 40001 / 40P01. */
export async function retryingAborted<T>(attempt: () => Promise<T>, options: Pick<MoneyTransactionOptions, 'retries' | 'backoffMs'> = {}): Promise<T> {
  const retries = options.retries ?? 5;
  const base = options.backoffMs ?? 10;
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries || !isRetryableError(error)) throw error;
      const ceiling = Math.min(1000, base * 2 ** tried);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
