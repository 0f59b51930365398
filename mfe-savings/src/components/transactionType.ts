// A savings transaction's direction as its badge shows it: Credit in green, Debit in red.
import { statusMap } from '@coop/shared';
import type { TransactionType } from '@coop/api/contract';

export const TRANSACTION_TYPE = statusMap<TransactionType>({ credit: ['Credit', 'success'], debit: ['Debit', 'danger'] });
