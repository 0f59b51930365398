import { intentFor } from '../../src/features/common/idempotency';
import { outcomeUnknown } from '../../src/features/common/replies';
import { HttpError, NetworkError } from '@coop/shared';
import { isPositiveAmount, readAmount } from '../../src/features/common/money';
import { thisMonth, lagosToday } from '../../src/features/common/dates';

describe('money intents', () => {
  it('reuses the key for the same body and makes a new one for another', () => {
    const first = intentFor(null, { amount: '100.00', card_id: 1 });
    expect(first.key).toEqual(expect.any(String));
    expect(intentFor(first, { amount: '100.00', card_id: 1 }).key).toBe(first.key);
    expect(intentFor(first, { amount: '200.00', card_id: 1 }).key).not.toBe(first.key);
  });

  it('treats no reply, a request in flight and a server fault as unknown outcomes, a refusal as known', () => {
    expect(outcomeUnknown(new NetworkError())).toBe(true);
    expect(outcomeUnknown(new HttpError('Busy', 409, {}))).toBe(true);
    expect(outcomeUnknown(new HttpError('Bad gateway', 502, {}))).toBe(true);
    expect(outcomeUnknown(new HttpError('Insufficient', 422, {}))).toBe(false);
  });
});

describe('amounts', () => {
  it('parses exactly, with at most two decimals, and refuses zero', () => {
    expect(readAmount('1,500.5')).toEqual({ amount: '1500.50' });
    expect(readAmount('0.1')).toEqual({ amount: '0.10' });
    expect(readAmount('10.005')).toEqual({ error: expect.stringContaining('at most 2 decimals') });
    expect(readAmount('0')).toEqual({ error: 'The amount must be more than ₦0.00' });
    expect(readAmount('')).toEqual({ error: 'this field is required' });
    expect(readAmount('-5')).toHaveProperty('error');
  });

  it('knows a positive balance from its decimal string', () => {
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('-1.00')).toBe(false);
  });
});

describe('dates', () => {
  it('defaults the statement to this month in Lagos', () => {
    // 23:30 UTC on 31 Jan is already 1 Feb in Lagos (UTC+1)
    const now = new Date('2026-01-31T23:30:00Z');
    expect(lagosToday(now)).toBe('2026-02-01');
    expect(thisMonth(now)).toEqual({ from: '2026-02-01', to: '2026-02-01' });
  });
});
