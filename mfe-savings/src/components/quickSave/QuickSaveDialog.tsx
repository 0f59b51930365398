/**
 * Quick Save, "Fund Your Account" (facts §3.2): Enter Amount, Select Package (Regular Savings | Target Savings |
 * Save To Loan | Wallet), for a target "Select Target Plan" among the active targets, then PayWith (the wallet, a
 * saved card or a new card; the Wallet package by card only) → `savingsFunds` | `targets/add_funds/{id}` |
 * `save_loan/add_funds` | `save_wallet/store`, one Idempotency-Key per intent. On success: an alert, then the
 * package's savings-tab page (the wallet: /wallet). A savings package passes the shareholding gate ('fund') first.
 *
 * Props:
 * - `open`, `onClose`: the dialog is shown while `open`; `onClose` on Cancel, ✕, or after a payment went through.
 * - `initialPackage`: the package selected when it opens (default none: the member picks).
 * - `lockPackage`: the member cannot change the package (a tab page's own Quick Save).
 * - `targetId`: the target selected when it opens; with `lockPackage` and `initialPackage="target"`, the only one.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  AmountField, Button, formatNaira, Modal, PayWithRetry, Select, Spinner, ErrorState, useAmountField, useCloseWhenDone, useLoad, type PaymentSource,
} from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { fundBody } from '../../features/fundBody';
import { quickSaveApi, quickSaveCalls, type QuickSaveBody } from '../../features/quickSave/api';
import { PACKAGE_ORDER, PACKAGES, type QuickSavePackage } from '../../features/quickSave/packages';
import { useDialogCall } from '../calls/useDialogCall';
import { useRememberPaidCard } from '@coop/shared';
import { useShareholdingGate } from '../gate';
import styles from '@coop/shared/styles/layout.module.css';

export interface QuickSaveDialogProps {
  open: boolean;
  onClose: () => void;
  initialPackage?: QuickSavePackage;
  lockPackage?: boolean;
  targetId?: number;
}

const PACKAGE_OPTIONS = PACKAGE_ORDER.map((value) => ({ value, label: PACKAGES[value].label }));

export function QuickSaveDialog({ open, onClose, initialPackage, lockPackage = false, targetId }: QuickSaveDialogProps) {
  const gate = useShareholdingGate('fund');
  const amountField = useAmountField();
  const { reset: resetAmount } = amountField;
  const [step, setStep] = useState<'details' | 'pay'>('details');
  const [pkg, setPkg] = useState<QuickSavePackage | ''>(initialPackage ?? '');
  const [target, setTarget] = useState(targetId ? String(targetId) : '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<{ pkg?: string; target?: string }>({});

  // one call per package: a retry goes where the first attempt went, with its key
  const state = useDialogCall(`quick-save-${pkg}`, open);
  const version = calls.useVersion();
  const targets = useLoad(async () => (await quickSaveApi.targets())[1] ?? [], `targets-${version}`, open && pkg === 'target');
  const activeTargets: TargetPlan[] = targets.data ?? [];
  const chosenTarget = activeTargets.find((t) => String(t.id) === target);

  useEffect(() => {
    if (!open) return;
    setStep('details');
    resetAmount();
    setAmount('');
    setPkg(initialPackage ?? '');
    setTarget(targetId ? String(targetId) : '');
    setProblem({});
  }, [open, resetAmount, initialPackage, targetId]);

  useRememberPaidCard(state);
  useCloseWhenDone(state, onClose);

  // a refusal may be the shareholding gate (the minimum changed since it was read): the gate asks again
  const { recheck } = gate;
  const gated = pkg !== '' && PACKAGES[pkg].gated;
  useEffect(() => {
    if (state.error && gated) recheck();
  }, [state.error, gated, recheck]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const read = amountField.read();
    const found = { pkg: pkg ? undefined : 'Select a package', target: pkg === 'target' && !chosenTarget ? 'Select a target plan' : undefined };
    setProblem(found);
    if ('error' in read || found.pkg || found.target || !pkg) return;
    setAmount(read.amount);
    if (PACKAGES[pkg].gated) gate.guard(() => setStep('pay'));
    else setStep('pay');
  };

  const send = (chosen: QuickSavePackage, body: QuickSaveBody) =>
    state.run({ ...quickSaveCalls.fund({ package: chosen, body }), successMessage: `Your ${PACKAGES[chosen].label} has been funded`, navigateTo: PACKAGES[chosen].returnTo });
  const pay = (source: PaymentSource) => {
    if (!pkg) return;
    const body = fundBody(amount, source);
    if (pkg === 'target' && chosenTarget) send(pkg, { ...body, id: chosenTarget.id, target_name: chosenTarget.target_name });
    else send(pkg, body);
  };
  const retry = () => pkg && state.intent && send(pkg, state.intent.body as QuickSaveBody);
  const close = () => {
    if (state.pending) return; // the answer to a payment on its way must have somewhere to show
    onClose();
  };

  const targetOptions = activeTargets
    .filter((t) => !lockPackage || !targetId || t.id === targetId)
    .map((t) => ({ value: String(t.id), label: t.target_name }));

  return (
    <>
      <Modal open={open} title="Fund Your Account" onClose={close}>
        {step === 'details' ? (
          <form className={styles.form} onSubmit={next} noValidate>
            <AmountField label="Enter Amount" name="amount" hint="In naira, for example 5000 or 5000.50" required {...amountField.field} />
            <Select
              label="Select Package"
              name="acct_type"
              placeholder="Choose a package"
              options={PACKAGE_OPTIONS}
              value={pkg}
              disabled={lockPackage}
              error={problem.pkg}
              onChange={(e) => setPkg(e.target.value as QuickSavePackage)}
            />
            {pkg === 'target' &&
              (targets.status === 'error' ? (
                <ErrorState message={targets.message} onRetry={targets.retry} />
              ) : targets.status === 'loading' && !targets.data ? (
                <Spinner label="Loading your targets…" />
              ) : targetOptions.length === 0 ? (
                <p className={styles.notice}>You have no active target. Create one on the Target Savings tab first.</p>
              ) : (
                <Select
                  label="Select Target Plan"
                  name="target"
                  placeholder="Choose a target"
                  options={targetOptions}
                  value={target}
                  disabled={lockPackage && !!targetId}
                  error={problem.target}
                  hint={chosenTarget ? `Remaining amount to complete plan is ${formatNaira(chosenTarget.remaining_amount)}` : undefined}
                  onChange={(e) => setTarget(e.target.value)}
                />
              ))}
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Continue</Button>
            </div>
          </form>
        ) : (
          pkg && (
            <div className={styles.stack}>
              <p className={styles.muted}>
                {formatNaira(amount)} into <strong>{chosenTarget && pkg === 'target' ? chosenTarget.target_name : PACKAGES[pkg].label}</strong>{' '}
                <Button variant="ghost" onClick={() => setStep('details')} disabled={state.pending}>
                  Change
                </Button>
              </p>
              <PayWithRetry
                error={state.error}
                onRetry={state.intent ? retry : undefined}
                amount={amount}
                purpose={PACKAGES[pkg].purpose}
                sources={pkg === 'wallet' ? ['saved_card', 'new_card'] : undefined}
                submitLabel="Fund Account"
                busy={state.pending}
                onPaid={pay}
                onCancel={close}
              />
            </div>
          )
        )}
      </Modal>
      {gate.dialog}
    </>
  );
}
