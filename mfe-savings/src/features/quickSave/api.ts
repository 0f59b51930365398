// The Quick Save calls: one route per package (facts §2.3–§2.5, §2.10), and the active targets to choose from.
import { http } from '@coop/shared';
import type { AllTargetsInOneReply } from '@coop/api/contract';
import type { FundBody } from '../fundBody';
import type { QuickSavePackage } from './packages';

/** a target's payment also names it, as the original sent it */
export type QuickSaveBody = FundBody & { id?: number; target_name?: string };

export interface QuickSaveCall {
  package: QuickSavePackage;
  body: QuickSaveBody;
}

function pathOf({ package: pkg, body }: QuickSaveCall): string {
  switch (pkg) {
    case 'regular':
      return 'savingsFunds';
    case 'target':
      return `targets/add_funds/${body.id}`;
    case 'save_to_loan':
      return 'save_loan/add_funds';
    case 'wallet':
      return 'save_wallet/store';
  }
}

export const quickSaveApi = {
  /** [total, active targets, completed targets, count]: the dialog offers the active ones */
  targets: () => http.get<AllTargetsInOneReply>('all_targets_in_one'),
};

export const quickSaveCalls = {
  /** a money call (FundSavingsReply, or FundWalletReply for the wallet) */
  fund: (call: QuickSaveCall) => ({ method: 'POST' as const, path: pathOf(call), body: call.body, money: true }),
};
