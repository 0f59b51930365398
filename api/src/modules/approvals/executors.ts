// What approving a proposal does, kind by kind: each runs inside the approval's one transaction, with the proposal
// row locked, and either returns what it did or throws a 4xx (the pool or the account is short now …), which rolls
// everything back and leaves the proposal pending.
import type { Executor } from '../../db/client';
import type { AdminProposalRow, ProposalKind } from '../../db/schema';
import { postAdjustment } from '../adjustments';
import { declareDividend, fundDividendPool } from '../dividends';
import { payOutInvestment } from '../investments';
import { applySettingsProposal } from '../settings';
import type { Approver } from './policy';

export interface Execution {
  /** what was done, for the approver */
  message: string;
  /** stored on the proposal: the dividend's id, the transfer's reference … */
  result: Record<string, unknown>;
}

export interface ExecutionContext {
  approver: Approver;
  now: Date;
}

type CarryOut = (tx: Executor, proposal: AdminProposalRow, context: ExecutionContext) => Promise<Execution>;

export const EXECUTORS: Record<ProposalKind, CarryOut> = {
  settings: applySettingsProposal,
  dividend_funding: fundDividendPool,
  dividend_declaration: declareDividend,
  investment_payout: payOutInvestment,
  adjustment: postAdjustment,
};
