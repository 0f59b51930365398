// PayWith (issues 3 and 6, ARCHITECTURE §5): the one way a screen takes money from a member. The member chooses the
// wallet, a saved card or a new card for an amount; the screen receives the payment source to spread into its request.
// A new card is paid and verified by the API before the screen hears of it.
import { useEffect, useId, useState } from 'react';
import type { SavedCard } from '@coop/api/contract';
import { formatNaira } from '../format/naira';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { CheckoutFrame } from './CheckoutFrame';
import { CheckoutStatus } from './CheckoutStatus';
import { FeePreview } from './FeePreview';
import { coversAmount, isPositiveNaira, nairaToKobo } from './kobo';
import { paymentsApi } from './paymentsApi';
import { savedCardDetails, savedCardName } from './savedCardLabel';
import { ALL_PAY_SOURCES, type PaySourceKind, type PayWithProps } from './types';
import { useCardCheckout } from './useCardCheckout';
import { useLoad } from '../hooks/useLoad';
import styles from './PayWith.module.css';

type Option = { value: string; kind: 'wallet' | 'saved' | 'new'; name: string; details?: string; disabled?: boolean };

const WALLET = 'wallet';
const NEW_CARD = 'new';
const cardValue = (card: SavedCard) => `card:${card.id}`;

/** the sources the API offers (`Wallet`, `Paystack`), in the caller's list */
function offeredSources(requested: readonly PaySourceKind[], apiNames: string[]): PaySourceKind[] {
  return requested.filter((source) => (source === 'wallet' ? apiNames.includes('Wallet') : apiNames.includes('Paystack')));
}

export function PayWith({
  amount, purpose, sources = [...ALL_PAY_SOURCES], submitLabel = 'Pay', busy = false, allowSaveCard = true, onPaid, onCancel,
}: PayWithProps) {
  const ids = useId();
  const offered = useLoad(paymentsApi.methods, 'methods');
  const available = offered.status === 'ready' ? offeredSources(sources, offered.data.data.map((m) => m.name)) : [];
  const wantWallet = available.includes('wallet');
  const wantSaved = available.includes('saved_card');
  const wantNew = available.includes('new_card');

  const wallet = useLoad(paymentsApi.walletBalance, 'wallet', wantWallet);
  const cards = useLoad(paymentsApi.savedCards, 'cards', wantSaved);

  const [selected, setSelected] = useState<string | null>(null);
  const [saveCardChecked, setSaveCardChecked] = useState(false);
  const checkout = useCardCheckout({ onVerified: onPaid });
  const { phase } = checkout;

  const amountValid = isPositiveNaira(amount);
  const walletShort = wallet.status === 'ready' && !coversAmount(wallet.data.balance, amount);

  const options: Option[] = [];
  if (wantWallet) {
    const details =
      wallet.status === 'ready'
        ? walletShort && amountValid
          ? `Balance ${formatNaira(wallet.data.balance)}: not enough for ${formatNaira(amount)}. Fund your wallet or pay by card.`
          : `Balance ${formatNaira(wallet.data.balance)}`
        : wallet.status === 'error'
          ? `Could not load your wallet balance: ${wallet.message}`
          : 'Loading your balance…';
    options.push({ value: WALLET, kind: 'wallet', name: 'Wallet', details, disabled: wallet.status !== 'ready' || walletShort });
  }
  const savedCards = wantSaved && cards.status === 'ready' ? cards.data : [];
  for (const card of savedCards) options.push({ value: cardValue(card), kind: 'saved', name: savedCardName(card), details: savedCardDetails(card) });
  if (wantNew) options.push({ value: NEW_CARD, kind: 'new', name: 'Use new card' });

  const enabled = options.filter((o) => !o.disabled);
  const chosen = enabled.find((o) => o.value === selected) ?? (enabled.length === 1 && options.length === 1 ? enabled[0] : undefined);
  const payingByCard = chosen?.kind === 'saved' || chosen?.kind === 'new';

  const debouncedAmount = useDebouncedValue(amount, 300);
  const fee = useLoad(() => paymentsApi.feePreview(debouncedAmount), debouncedAmount, payingByCard && isPositiveNaira(debouncedAmount));
  const feeCurrent = fee.status === 'ready' && nairaToKobo(fee.data.amount) === nairaToKobo(amount);
  const feeState = amount !== debouncedAmount || (fee.status === 'ready' && !feeCurrent) ? ({ status: 'loading' } as const) : fee;

  // A new amount or purpose is a new payment: a card payment started or confirmed for the old one is dropped (the
  // API settles a paid charge nobody claimed on its own).
  const { cancel: cancelCheckout } = checkout;
  useEffect(() => {
    cancelCheckout();
  }, [amount, purpose, cancelCheckout]);

  const checkoutActive = phase.name === 'starting' || phase.name === 'checkout' || phase.name === 'verifying' || phase.name === 'unconfirmed';
  const locked = busy || checkoutActive;
  const forceSaveCard = purpose === 'card_verification';
  const saveCard = forceSaveCard || (allowSaveCard && saveCardChecked);
  const canPay = Boolean(chosen) && amountValid && !locked && (!payingByCard || feeCurrent);

  const submit = () => {
    if (!chosen || !canPay) return;
    if (chosen.kind === 'wallet') onPaid({ payment_method: 'Wallet' });
    else if (chosen.kind === 'saved') onPaid({ payment_method: 'Debit Card', card_id: Number(chosen.value.slice('card:'.length)) });
    else if (phase.name === 'verified') onPaid(phase.source); // already paid: hand over the same charge again, never a second one
    else void checkout.start({ purpose, amount, saveCard });
  };

  const cancel = () => {
    if (checkoutActive) checkout.cancel();
    onCancel?.();
  };

  if (offered.status === 'loading' || offered.status === 'idle') {
    return (
      <div className={styles.payWith}>
        <Spinner label="Loading payment options…" />
      </div>
    );
  }
  if (offered.status === 'error') {
    return (
      <div className={styles.payWith}>
        <ErrorState title="Could not load the payment options" message={offered.message} onRetry={offered.retry} />
      </div>
    );
  }

  return (
    <div className={styles.payWith}>
      <fieldset className={styles.options} disabled={locked}>
        <legend className={styles.legend}>Select payment method</legend>
        {options.length === 0 && cards.status !== 'loading' && <p className={styles.muted}>No payment method is available for this payment.</p>}
        {options.map((option) => {
          const inputId = `${ids}-${option.value}`;
          const nameId = `${inputId}-name`;
          const detailsId = option.details ? `${inputId}-details` : undefined;
          return (
            <div key={option.value} className={`${styles.option} ${option.disabled ? styles.optionDisabled : ''}`}>
              <input
                id={inputId}
                type="radio"
                name={`${ids}-method`}
                value={option.value}
                checked={chosen?.value === option.value}
                disabled={option.disabled}
                aria-labelledby={nameId}
                aria-describedby={detailsId}
                onChange={() => setSelected(option.value)}
              />
              <label htmlFor={inputId} className={styles.optionLabel}>
                <span id={nameId} className={styles.optionName}>
                  {option.name}
                </span>
                {option.details && (
                  <span id={detailsId} className={styles.optionDetails}>
                    {option.details}
                  </span>
                )}
              </label>
            </div>
          );
        })}
        {wantWallet && wallet.status === 'error' && (
          <Button variant="ghost" onClick={wallet.retry}>
            Retry loading the wallet balance
          </Button>
        )}
        {wantSaved && cards.status === 'loading' && <Spinner size="small" label="Loading your saved cards…" />}
        {wantSaved && cards.status === 'error' && (
          <div className={styles.inlineError} role="alert">
            <p>Could not load your saved cards: {cards.message}</p>
            <Button variant="secondary" onClick={cards.retry}>
              Retry
            </Button>
          </div>
        )}
        {wantSaved && cards.status === 'ready' && cards.data.length === 0 && (
          <p className={styles.muted}>
            {wantNew ? 'You have no saved cards yet. Pay with a new card and save it to use it next time.' : 'You have no saved cards yet.'}
          </p>
        )}
      </fieldset>

      {chosen?.kind === 'new' && forceSaveCard && <p className={styles.muted}>This card will be saved for future payments.</p>}
      {chosen?.kind === 'new' && !forceSaveCard && allowSaveCard && (
        <div className={styles.checkbox}>
          <input id={`${ids}-save`} type="checkbox" checked={saveCardChecked} disabled={locked || phase.name === 'verified'} onChange={(e) => setSaveCardChecked(e.target.checked)} />
          <label htmlFor={`${ids}-save`}>Would you like to save your card</label>
        </div>
      )}

      {payingByCard && amountValid && <FeePreview state={feeState} onRetry={fee.retry} />}
      {!amountValid && <p className={styles.muted}>Enter a valid amount to continue.</p>}

      <CheckoutStatus phase={phase} onConfirmPaid={checkout.confirmPaid} onCancel={checkout.cancel} onOpenLink={checkout.openFromLink} />
      {phase.name === 'checkout' && phase.mode === 'frame' && <CheckoutFrame url={phase.url} onClose={checkout.cancel} />}

      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button onClick={submit} disabled={!canPay} loading={busy || phase.name === 'starting' || phase.name === 'verifying'}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
