// What every savings tab reads (facts §2.2, §2.3, §2.10) and the autosave plan calls of regular and save-to-loan
// savings (facts §2.3, §2.5), which differ only in their paths.
import { http } from '@coop/shared';
import type {
  BankAccount, SavedCard, SavingsBalanceReply, SavingsFrequency, SavingsPlanKind, SavingsPlanRequest,
} from '@coop/api/contract';

/** the schedule and card of an autosave plan, as the original client posted them (facts §2.3) */
export interface PlanBody {
  amount: string;
  frequency: SavingsFrequency;
  /** Weekly: "1" (Monday) … "7" (Sunday) */
  transaction_day: string | null;
  /** Monthly: the day of the month 1 … 31 */
  transaction_month: number | null;
  /** 'HH:MM' */
  transaction_time: string;
  /** 'YYYY-MM-DD' */
  start_date: string;
  payment_method: 'Debit Card';
  card_id: number;
}

/** the API's schema takes what the screen sends (checked when this compiles) */
const planRequest = (body: PlanBody): SavingsPlanRequest => body;

export type AutosaveKind = Exclude<SavingsPlanKind, 'target'>;

const AUTOSAVE_PATHS: Record<AutosaveKind, { create: string; edit: (id: number) => string; editMethod: 'PUT' | 'POST'; deactivate: string }> = {
  regular: { create: 'saving/store', edit: (id) => `saving/${id}`, editMethod: 'PUT', deactivate: 'deactivateAutoSave' },
  save_to_loan: { create: 'save_loan/store', edit: (id) => `save_loan/modify/${id}`, editMethod: 'POST', deactivate: 'deactivateAutoSaveLoan' },
};

export const plansApi = {
  regularBalance: () => http.get<SavingsBalanceReply>('savingsBalance'),
  targetsSum: () => http.get<SavingsBalanceReply>('all_targets_sum_per_user'),
  cards: () => http.get<SavedCard[] | { data: SavedCard[] }>('getCards'),
  bankDetails: () => http.get<{ success?: boolean; data: BankAccount | null }>('bank_account/details', { tokenInQuery: true }),
};

/** the autosave plan's changes (SavingsPlanReply), sent through the remote's calls */
export const plansCalls = {
  /** `id` edits that plan; without it a plan is created */
  saveAutosave: (kind: AutosaveKind, id: number | undefined, body: PlanBody) => {
    const paths = AUTOSAVE_PATHS[kind];
    if (id) return { method: paths.editMethod, path: paths.edit(id), body: { ...planRequest(body), id } };
    return { method: 'POST' as const, path: paths.create, body: planRequest(body) };
  },
  deactivateAutosave: (kind: AutosaveKind) => ({ method: 'POST' as const, path: AUTOSAVE_PATHS[kind].deactivate }),
};
