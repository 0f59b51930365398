// Replies shaped as the contract (api/src/contract/savings.ts) says.
import type { BankAccount, Paginator, SavedCard, SavingsPlan, SavingsTransaction, TargetPlan } from '@coop/api/contract';
import { fireEvent, within } from '@testing-library/react';

export function page<T>(data: T[], over: Partial<Paginator<T>> = {}): Paginator<T> {
  return { data, total: data.length, per_page: 20, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null, ...over };
}

export const bankAccount: BankAccount = { bank_name: 'Access Bank', bank_code: '044', account_no: '0690000031', account_name: 'AMAKA OBI' };

export const visaCard: SavedCard = { id: 11, bank: 'Access Bank', bin: '408408', last4: '4081', brand: 'visa', exp_month: '12', exp_year: '2030' };

export function plan(over: Partial<SavingsPlan> = {}): SavingsPlan {
  return {
    id: 4, kind: 'regular', status: 'active', amount: '5000.00', frequency: 'Weekly', transaction_day: '1', transaction_month: null, transaction_time: '08:30',
    start_date: '2030-01-07', payment_method: 'Debit Card', card_id: 11, card: { id: 11, bank: 'Access Bank', last4: '4081' }, auto_status: true,
    next_run_at: '2030-01-07T07:30:00.000Z', paused: false, consecutive_failures: 0, created_at: '2026-11-20T09:00:00.000Z', ...over,
  };
}

export function target(over: Partial<TargetPlan> = {}): TargetPlan {
  return {
    ...plan({ id: 9, frequency: 'Monthly', transaction_day: null, transaction_month: 15 }),
    kind: 'target', target_name: 'School fees', targeted_amount: '100000.00', target_balance: '25000.00', percent_complete: 25, remaining_amount: '75000.00',
    end_date: '2030-05-15', withdraw_status: 0, withdrawal_status: 0, closed_at: null, ...over,
  } as TargetPlan;
}

export function transaction(over: Partial<SavingsTransaction> = {}): SavingsTransaction {
  return {
    id: 51, reference: 'SAV-51', amount: '5000.00', transaction_type: 'credit', date_time: '2026-11-20T09:00:00.000Z', payment_method: 'Debit Card',
    description: 'Regular savings', category_label: 'Regular Savings', ...over,
  };
}

/** date and time inputs take their whole value at once */
export function setValue(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}
