// Replies shaped as the contract (api/src/contract) says.
import type { BankAccount, Paginator, Profile, SavedCard, Withdrawal } from '@coop/api/contract';

export function page<T>(data: T[], over: Partial<Paginator<T>> = {}): Paginator<T> {
  return { data, total: data.length, per_page: 20, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null, ...over };
}

export const bankAccount: BankAccount = { bank_name: 'Access Bank', bank_code: '044', account_no: '0690000031', account_name: 'AMAKA OBI' };

export const visaCard: SavedCard = { id: 11, bank: 'Access Bank', bin: '408408', last4: '4081', brand: 'visa', exp_month: '12', exp_year: '2030' };

export function withdrawal(over: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 31,
    reference: 'WD-000007-31',
    amount: '2500.00',
    status: 'reserved',
    bank_name: 'Access Bank',
    account_no: '0690000031',
    account_name: 'AMAKA OBI',
    created_at: '2026-11-20T09:00:00.000Z',
    timeline: [{ state: 'reserved', at: '2026-11-20T09:00:00.000Z' }],
    failure_reason: null,
    ...over,
  };
}

export const profile: Profile = {
  user_id: 7,
  first_name: 'Amaka',
  last_name: 'Obi',
  email: 'amaka@example.com',
  phone_no: '08012345678',
  address: '12 Allen Avenue, Ikeja',
  state_of_origin: 'Anambra',
  local_govt: 'Onitsha North',
  marital_status: 'single',
  kin_first_name: 'Chidi',
  kin_last_name: 'Obi',
  kin_phone_no: '08023456789',
  kin_email: 'chidi@example.com',
  relationship: 'Brother',
  occupation: 'Trader',
  business_address: '5 Balogun Market, Lagos',
  business_type: 'sole',
  business_type_others: '',
  employers_name: '',
  employers_phone_no: '',
  profile_pic: null,
  completeness: 75,
  complete: true,
};
