// The savings charge purposes (payments README): money into regular savings, a target, save-to-loan or shares,
// from the wallet or a card. The routes (savingsFunds, targets/add_funds/{id}, save_loan/add_funds,
// addShareHoldingsFunds) and the autosave job all take money through these, so every rule lives here once:
// the shareholding gate, a target's owner, state and remaining amount, and a target completing.
import { MEMBER_ACCOUNT_KIND, accountBalance, memberAccount, TRANSFER_KIND } from '../../ledger';
import type { PaymentsService, TakenPayment } from '../payments';
import { assertShareholdingMinimum, shareholdingGateMessage } from './gates';
import { SAVINGS_PURPOSE } from './purposes';
import { ensureOpenSaveToLoanPlan } from './saveToLoanPlanRow';
import { assertTargetTakes, completeTargetIfReached, lockTarget, targetAccount, targetRemainingKobo, TARGET_NOT_FOUND } from './targets';
import { forbidden, notFound } from '../../http/errors';
import type { Transaction } from '../../db/client';

/** what a savings payment request carries: the member's amount, and for a target its plan id */
export interface SavingsFundInput {
  amount?: bigint;
  /** targets: the target's id (the route's path id) */
  id?: number | string;
  /** set by the autosave job: the plan and period it charges */
  autosave?: { planId: number; dueAt: string };
}

export interface SavingsFundResult {
  /** the package's balance after the payment (0 for a target that completed and paid out) */
  balanceKobo: bigint;
  completed: boolean;
}

interface Package {
  name: string;
  title: string;
  purpose: string;
  kind: string;
  description: string;
  gated: boolean;
  callbackPath: string;
  /** a wallet payment is one transfer and nothing more (payments' inOneStatement): not save to loan, which opens its plan */
  inOneStatement: boolean;
}

const PACKAGES: Package[] = [
  { name: SAVINGS_PURPOSE.regular, title: 'regular savings', purpose: MEMBER_ACCOUNT_KIND.regularSavings, kind: TRANSFER_KIND.savingsDeposit, description: 'Regular savings', gated: true, callbackPath: '/savings-tab/regular', inOneStatement: true },
  { name: SAVINGS_PURPOSE.saveToLoan, title: 'save to loan', purpose: MEMBER_ACCOUNT_KIND.saveToLoan, kind: TRANSFER_KIND.saveToLoanDeposit, description: 'Save to loan', gated: true, callbackPath: '/savings-tab/savetoloan', inOneStatement: false },
  { name: SAVINGS_PURPOSE.shares, title: 'shareholdings', purpose: MEMBER_ACCOUNT_KIND.shares, kind: TRANSFER_KIND.shareholdingDeposit, description: 'Shareholding', gated: false, callbackPath: '/shareholdings', inOneStatement: true },
];

const autosaveMetadata = (input?: SavingsFundInput) => (input?.autosave ? { autosave_plan_id: input.autosave.planId, autosave_due_at: input.autosave.dueAt } : {});

const TARGET_SUBJECT = 'target:';

/** the target a request names; without `otherwise`, a missing or bad id is a 404 */
function targetIdOf(input: SavingsFundInput, otherwise?: null): number;
function targetIdOf(input: SavingsFundInput, otherwise: null): number | null;
function targetIdOf(input: SavingsFundInput, otherwise?: null): number | null {
  const id = Number(input.id);
  if (Number.isSafeInteger(id) && id > 0 && input.id !== null && input.id !== '') return id;
  if (otherwise === null) return null;
  throw notFound(TARGET_NOT_FOUND);
}

async function fundTarget(tx: Transaction, payment: TakenPayment, targetId: number, at: Date, input?: SavingsFundInput): Promise<SavingsFundResult> {
  const plan = await lockTarget(tx, payment.userId, targetId);
  await assertTargetTakes(tx, plan, payment.amountKobo);
  const accountId = await targetAccount(tx, plan);
  await payment.transferTo({ accountId, kind: TRANSFER_KIND.targetDeposit, description: `Target: ${plan.targetName ?? ''}`.trim(), metadata: { target_id: plan.id, ...autosaveMetadata(input) } });
  const completed = await completeTargetIfReached(tx, plan, at);
  return { balanceKobo: completed ? 0n : await accountBalance(tx, accountId), completed };
}

export function registerSavingsPurposes(payments: PaymentsService, now: () => Date): void {
  for (const pkg of PACKAGES) {
    const apply = async (tx: Transaction, payment: TakenPayment, input?: SavingsFundInput): Promise<SavingsFundResult> => {
      const accountId = await memberAccount(tx, payment.userId, pkg.purpose);
      const balanceKobo = await payment.transferTo({ accountId, kind: pkg.kind, description: pkg.description, metadata: autosaveMetadata(input) });
      if (pkg.name === SAVINGS_PURPOSE.saveToLoan) await ensureOpenSaveToLoanPlan(tx, payment.userId, payment.amountKobo, now());
      return { balanceKobo, completed: false };
    };
    payments.registerPurpose<SavingsFundInput, SavingsFundResult>({
      name: pkg.name,
      title: pkg.title,
      sources: ['wallet', 'card'],
      amount: async (_executor, { input }) => input.amount ?? null,
      // members only (payments' default), and the shareholding minimum: checked again when a paid charge arrives
      gate: pkg.gated ? (executor, userId) => assertShareholdingMinimum(executor, userId, 'fund') : undefined,
      apply,
      // a paid checkout nobody's request applied: the member chose this package when it started, so it goes there
      callback: async (tx, payment) => void (await apply(tx, payment)),
      checkout: { callbackPath: pkg.callbackPath },
      inOneStatement: pkg.inOneStatement
        ? {
            accountKind: pkg.purpose,
            kind: pkg.kind,
            description: pkg.description,
            metadata: autosaveMetadata,
            gate: pkg.gated ? { accountKind: MEMBER_ACCOUNT_KIND.shares, refusal: (minimumKobo) => forbidden(shareholdingGateMessage(minimumKobo, 'fund')) } : undefined,
          }
        : undefined,
    });
  }

  payments.registerPurpose<SavingsFundInput, SavingsFundResult>({
    name: SAVINGS_PURPOSE.target,
    title: 'this target',
    sources: ['wallet', 'card'],
    amount: async (_executor, { input }) => input.amount ?? null,
    gate: (executor, userId) => assertShareholdingMinimum(executor, userId, 'fund'),
    // inside a wallet payment's transaction the lock queues two payments into one target
    guard: async (executor, { userId, input }) => {
      const plan = await lockTarget(executor, userId, targetIdOf(input));
      if (input.amount !== undefined) await assertTargetTakes(executor, plan, input.amount);
    },
    subjectOf: (input) => (targetIdOf(input, null) === null ? null : `${TARGET_SUBJECT}${targetIdOf(input)}`),
    apply: (tx, payment, input) => fundTarget(tx, payment, targetIdOf(input), now(), input),
    // no request: the charge names its target; one that has ended or is already full gets it in the wallet instead
    callback: async (tx, payment) => {
      const targetId = targetIdOf({ id: payment.charge?.subject?.slice(TARGET_SUBJECT.length) }, null);
      const plan = targetId === null ? null : await lockTarget(tx, payment.userId, targetId).catch(() => null);
      if (plan && plan.status === 'active' && (await targetRemainingKobo(tx, plan)) >= payment.amountKobo) {
        await fundTarget(tx, payment, plan.id, now());
        return;
      }
      await payment.transferTo({ accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet), kind: TRANSFER_KIND.walletFunding, description: 'A target payment, credited to your wallet' });
    },
    checkout: { callbackPath: '/savings-tab/target' },
  });
}
