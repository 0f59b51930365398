// Charging one claimed period: the plan's saved card through payments.takeFromMember, under a claim keyed by the
// run, so a retry of the same run (after a crash) reuses the same provider reference and the same stored answer:
// the card is charged and the package credited once. Business refusals (declined card, the shareholding gate, a
// removed card, a target that ended) fail the run; anything else leaves it 'charging' for a later retry. A suspended
// account's run is skipped (failed, not counted). One case
// takes a new attempt (a new key): a charge a dead runner recorded but never sent, which the payments module
// settles as "not charged" — the card was never asked, so charging it now is still the period's only charge.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app';
import { autosaveRuns, paymentCharges, type AutosaveRun, type SavingsPlan } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { isSuspended } from '../../members';
import { UNSENT_CHARGE_REASON, savedCardReference } from '../../payments';
import type { SavingsFundInput } from '../fundPurposes';
import { SAVINGS_PURPOSE } from '../purposes';
import { recordCharged, recordFailed } from './outcome';

export const AUTOSAVE_SCOPE = 'autosave';
export type RunOutcome = 'charged' | 'failed' | 'retry';

const PURPOSES = { regular: SAVINGS_PURPOSE.regular, save_to_loan: SAVINGS_PURPOSE.saveToLoan, target: SAVINGS_PURPOSE.target } as const;
const NO_CARD = 'the plan has no saved card';
export const ACCOUNT_SUSPENDED = 'the account is suspended';
const TRANSIENT = new Set([408, 409, 423, 425, 429]);

export const runClaimKey = (run: Pick<AutosaveRun, 'id' | 'attempt'>) => `autosave-run-${run.id}-${run.attempt}`;
const MAX_ATTEMPTS = 5;

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'mailer' | 'payments'>;

export async function chargeRun(deps: Deps, run: AutosaveRun, plan: SavingsPlan): Promise<RunOutcome> {
  if (plan.status !== 'active' || !plan.autoStatus) {
    await recordFailed(deps, run, plan, plan.status === 'active' ? 'autosave was turned off' : 'the plan has ended', false);
    return 'failed';
  }
  // skipped like a plan switched off: not counted against the card, no mail to an account that cannot sign in
  if (await isSuspended(deps.db, plan.userId)) {
    await recordFailed(deps, run, plan, ACCOUNT_SUSPENDED, false);
    return 'failed';
  }
  if (plan.cardId === null) return (await recordFailed(deps, run, plan, NO_CARD)) ? 'failed' : 'retry';
  const input: SavingsFundInput = {
    amount: run.amountKobo,
    ...(plan.kind === 'target' ? { id: plan.id } : {}),
    autosave: { planId: plan.id, dueAt: run.dueAt.toISOString() },
  };
  const key = runClaimKey(run);
  const requestHash = crypto.createHash('sha256').update(`${key}:${run.planId}:${run.amountKobo}`).digest('hex');
  try {
    const result = await deps.payments.takeFromMember<SavingsFundInput, unknown, { reference: string }>(deps.db, {
      userId: plan.userId,
      purpose: PURPOSES[plan.kind],
      source: { kind: 'saved_card', cardId: plan.cardId },
      input,
      claim: { scope: AUTOSAVE_SCOPE, key, requestHash },
      reply: (_tx, { payment }) => ({ status: 200, body: { reference: payment.reference } }),
    });
    if (result.status === 200) {
      await recordCharged(deps, run, result.body.reference);
      return 'charged';
    }
    const next = await nextAttemptIfUnsent(deps, run, plan, key);
    if (next) return chargeRun(deps, next, plan);
    await recordFailed(deps, run, plan, reasonOf((result.body as { message?: string }).message));
    return 'failed';
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500 && !TRANSIENT.has(error.statusCode)) {
      const next = await nextAttemptIfUnsent(deps, run, plan, key);
      if (next) return chargeRun(deps, next, plan);
      await recordFailed(deps, run, plan, reasonOf(error.message));
      return 'failed';
    }
    return 'retry';
  }
}

/** the run with its next attempt when this attempt's charge never reached the provider; null otherwise */
async function nextAttemptIfUnsent(deps: Deps, run: AutosaveRun, plan: SavingsPlan, key: string): Promise<AutosaveRun | null> {
  if (run.attempt >= MAX_ATTEMPTS) return null;
  const [charge] = await deps.db
    .select({ status: paymentCharges.status, failureReason: paymentCharges.failureReason })
    .from(paymentCharges)
    .where(eq(paymentCharges.reference, savedCardReference(PURPOSES[plan.kind], plan.userId, key)));
  if (charge?.status !== 'failed' || charge.failureReason !== UNSENT_CHARGE_REASON) return null;
  const [next] = await deps.db
    .update(autosaveRuns)
    .set({ attempt: run.attempt + 1 })
    .where(and(eq(autosaveRuns.id, run.id), eq(autosaveRuns.status, 'charging'), eq(autosaveRuns.attempt, run.attempt)))
    .returning();
  return next ?? null;
}

/** the refusal's own words, as the end of a sentence */
const reasonOf = (message: string | undefined) => (message ?? 'the charge was refused').replace(/\.$/, '');
