// What a loan application must satisfy before any money is taken (facts §4.7 and the rules): the shareholding
// minimum, one open loan at a time, the society's duration limit, the ceiling of twice the guarantable amount, and
// guarantors — other members, each once — covering the part the borrower's own savings do not, each asked no more
// than that part needs and than they can pledge (../guarantees/caps.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { LOAN_STATUS, loans, users } from '../../../db/schema';
import { conflict, unprocessable } from '../../../http/errors';
import { formatNairaText } from '../../../money/money';
import { assertShareholdingMinimum, pledgeableBalances } from '../../savings';
import { getSettings } from '../../settings';
import { groupLoanTerms } from '../groupLoans';
import { assertGuaranteeCaps } from '../guarantees/caps';
import { instalmentKobo } from '../schedule';
import { assertTerms } from '../termFields';
import type { LoanApplication } from './body';

export const LOAN_IN_PROGRESS = 'You already have a loan in progress. Repay or cancel it before requesting another';
/** the unique partial index behind the rule: two applications that both passed the select cannot both insert */
export const ONE_OPEN_LOAN_INDEX = 'loans_one_open_loan_idx';
export const ceilingMessage = (guarantableKobo: bigint) =>
  `Your guaranteed amount of ${formatNairaText(guarantableKobo)} is not sufficient to take this loan, you are only entitled to loan request of at most ${formatNairaText(guarantableKobo * 2n)}`;
export const guarantorsShortMessage = (neededKobo: bigint, coveredKobo: bigint) =>
  `Your guarantors must cover ${formatNairaText(neededKobo)} (the amount above your guarantable amount); they cover ${formatNairaText(coveredKobo)}`;
export const SELF_GUARANTEE = 'You cannot be your own guarantor';
export const DUPLICATE_GUARANTOR = 'Each guarantor can be named only once';
export const NOT_A_MEMBER_GUARANTOR = 'Every guarantor must be a member of the society: choose them from the search';

const OPEN_STATUSES = [LOAN_STATUS.pending, LOAN_STATUS.processing, LOAN_STATUS.approved, LOAN_STATUS.disbursed];

export interface LoanPlan {
  kind: 'individual' | 'group';
  groupId: number | null;
  quorum: number | null;
  ownCoverKobo: bigint;
  instalmentKobo: bigint;
  formFeeKobo: bigint;
  /** the guarantors kept (none when the borrower's own savings cover the loan) */
  guarantors: { userId: number; amountKobo: bigint }[];
  /** own cover (and, for individual loans, no guarantor needed) covers it all: straight to processing */
  coveredAtOnce: boolean;
}

export async function planLoan(executor: Executor, userId: number, app: LoanApplication, now: Date): Promise<LoanPlan> {
  await assertShareholdingMinimum(executor, userId, 'loan');
  const [open] = await executor
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.kind, ['individual', 'group']), inArray(loans.status, OPEN_STATUSES)))
    .limit(1);
  if (open) throw conflict(LOAN_IN_PROGRESS);
  const settings = await getSettings(executor);
  assertTerms(app, settings.loanRepaymentDurationMonths, now);
  const { guarantableKobo } = await pledgeableBalances(executor, userId);
  if (app.amountKobo > guarantableKobo * 2n) throw unprocessable(ceilingMessage(guarantableKobo));
  const ownCoverKobo = app.amountKobo < guarantableKobo ? app.amountKobo : guarantableKobo;
  const base = { ownCoverKobo, instalmentKobo: instalmentKobo(app.amountKobo, app.durationMonths, app.frequency), formFeeKobo: settings.loanFormFeeKobo };
  if (app.groupId !== null) {
    const terms = await groupLoanTerms(executor, userId, app.groupId);
    return { ...base, kind: 'group', groupId: terms.groupId, quorum: terms.quorum, guarantors: [], coveredAtOnce: ownCoverKobo === app.amountKobo };
  }
  const needed = app.amountKobo - ownCoverKobo;
  if (needed === 0n) return { ...base, kind: 'individual', groupId: null, quorum: null, guarantors: [], coveredAtOnce: true };
  await assertGuarantors(executor, userId, app.guarantors, needed);
  return { ...base, kind: 'individual', groupId: null, quorum: null, guarantors: app.guarantors, coveredAtOnce: false };
}

async function assertGuarantors(executor: Executor, userId: number, guarantors: LoanApplication['guarantors'], neededKobo: bigint): Promise<void> {
  const covered = guarantors.reduce((sum, g) => sum + g.amountKobo, 0n);
  if (covered < neededKobo) throw unprocessable(guarantorsShortMessage(neededKobo, covered));
  const ids = guarantors.map((g) => g.userId);
  if (ids.includes(userId)) throw unprocessable(SELF_GUARANTEE);
  if (new Set(ids).size !== ids.length) throw unprocessable(DUPLICATE_GUARANTOR);
  const found = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.memberStatus, true)));
  if (found.length !== ids.length) throw unprocessable(NOT_A_MEMBER_GUARANTOR);
  await assertGuaranteeCaps(executor, guarantors, neededKobo);
}
