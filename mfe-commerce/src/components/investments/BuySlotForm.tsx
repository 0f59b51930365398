// Invest → Buy Slot (facts §2.9, §3.9): "Slots" and the read-only "Total Amount" (slots × current value, live), then
// the wallet or a card through the kit, posting the original's body (`market_place/add_investment` or
// `halai/add_investment`) as a money call. Not on sale: Buy Slot is disabled and says why.
import { useId, useState, type FormEvent } from 'react';
import { Button, formatNaira, lagosToday, PayWithRetry, TextField, type PaymentSource } from '@coop/shared';
import type { InvestmentDetails, InvestmentKind } from '@coop/api/contract';
import type { useCall } from '../../features/calls';
import { KINDS } from './kinds';
import { readSlots, saleStateOf, slotsTotal } from './slots';
import styles from './investments.module.css';

export type BuyCall = ReturnType<typeof useCall>;

export function BuySlotForm({ kind, investment, call }: { kind: InvestmentKind; investment: InvestmentDetails; call: BuyCall }) {
  const [typed, setTyped] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [slots, setSlots] = useState<number | null>(null);
  const reasonId = useId();
  const sale = saleStateOf(investment);
  const name = investment.investment_type;

  const next = (event: FormEvent) => {
    event.preventDefault();
    const read = readSlots(typed, investment.unit_remaining, name);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setSlots(read.slots);
  };

  if (slots !== null) {
    const total = slotsTotal(slots, investment.current_values);
    const send = (body: unknown) => call.run({ method: 'POST', path: KINDS[kind].buyPath, body, money: true, successMessage: `You bought ${slots} slot${slots === 1 ? '' : 's'} of ${name}` });
    const pay = (source: PaymentSource) => send({ [KINDS[kind].idKey]: investment.id, slots, total, date_time: lagosToday(), ...source });
    const retry = () => call.intent && send(call.intent.body);
    return (
      <div className={styles.stack}>
        <p className={styles.muted}>
          {slots} slot{slots === 1 ? '' : 's'} of {name} at {formatNaira(investment.current_values)} each: <strong>{formatNaira(total)}</strong>{' '}
          <Button variant="ghost" onClick={() => setSlots(null)} disabled={call.pending}>
            Change slots
          </Button>
        </p>
        <PayWithRetry
          error={call.error}
          onRetry={call.intent ? retry : undefined}
          amount={total}
          purpose="investment_purchase"
          submitLabel="Make Payment"
          busy={call.pending}
          onPaid={pay}
          onCancel={() => setSlots(null)}
        />
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={next} noValidate>
      <TextField
        label="Slots"
        name="slots"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(investment.unit_remaining, 1)}
        step={1}
        value={typed}
        error={error}
        hint={`${investment.unit_remaining} slot${investment.unit_remaining === 1 ? '' : 's'} remaining at ${formatNaira(investment.current_values)} each`}
        disabled={!!sale.reason}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(undefined);
        }}
      />
      <TextField label="Total Amount" name="total" value={formatNaira(slotsTotal(typed, investment.current_values))} readOnly aria-live="polite" />
      {sale.reason && (
        <p id={reasonId} className={styles.notice}>
          {sale.reason}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!!sale.reason} aria-describedby={sale.reason ? reasonId : undefined}>
          Buy Slot
        </Button>
      </div>
    </form>
  );
}
