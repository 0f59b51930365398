// Target savings (facts §2.4): the targets, one target's details and history, create / edit, autosave on/off, and
// Stop Plan (its money goes to the wallet).
import { http } from '@coop/shared';
import type {
  AllTargetsInOneReply, SavingsTransactionsReply, TargetDetailsReply, TargetPlanRequest,
} from '@coop/api/contract';
import type { PlanBody } from '../plans/api';

/** facts §2.4 `targets/store`: the plan's schedule and card, the goal, and the end date the screen computed */
export interface TargetBody extends PlanBody {
  target_name: string;
  targeted_amount: string;
  /** 'YYYY-MM-DD'; the API computes it again and keeps its own */
  end_date: string;
}

/** the API's schema takes what the screen sends (checked when this compiles) */
const targetRequest = (body: TargetBody): TargetPlanRequest => body;

export const targetsApi = {
  all: () => http.get<AllTargetsInOneReply>('all_targets_in_one'),
  details: (id: number) => http.get<TargetDetailsReply>(`targets/details/${id}`),
  transactions: (id: number, page: number) => http.get<SavingsTransactionsReply>(`targets/transactions/${id}`, { query: { page } }),
};

/** the targets' changes, sent through the remote's calls (TargetReply; Stop Plan SavingsPayoutReply) */
export const targetsCalls = {
  /** `id` edits that target; without it a target is created, a money call */
  save: (id: number | undefined, body: TargetBody) =>
    id
      ? { method: 'POST' as const, path: `targets/${id}`, body: { ...targetRequest(body), id } }
      : { method: 'POST' as const, path: 'targets/store', body: targetRequest(body), money: true },
  autosave: (id: number, on: boolean) => ({ method: 'POST' as const, path: on ? `targetsActivateAutoSave/${id}` : `targetsDeactivateAutoSave/${id}` }),
  exit: (id: number) => ({ method: 'POST' as const, path: `targetsExit/${id}`, money: true }),
};
