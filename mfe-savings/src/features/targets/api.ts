// Target savings (facts §2.4): the targets, one target's details and history, create / edit, autosave on/off, and
// Stop Plan (its money goes to the wallet).
import { http } from '@coop/shared';
import type {
  AllTargetsInOneReply, SavingsPayoutReply, SavingsTransactionsReply, TargetDetailsReply, TargetPlanRequest, TargetReply,
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
  create: (body: TargetBody, idempotencyKey: string) => http.post<TargetReply>('targets/store', targetRequest(body), { idempotencyKey }),
  edit: (id: number, body: TargetBody) => http.post<TargetReply>(`targets/${id}`, { ...targetRequest(body), id }),
  activateAutosave: (id: number) => http.post<TargetReply>(`targetsActivateAutoSave/${id}`),
  deactivateAutosave: (id: number) => http.post<TargetReply>(`targetsDeactivateAutoSave/${id}`),
  exit: (id: number, idempotencyKey: string) => http.post<SavingsPayoutReply>(`targetsExit/${id}`, undefined, { idempotencyKey }),
};
