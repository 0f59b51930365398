import { HttpError, NetworkError } from '@coop/shared/core';
import { checkoutModeFor, isCheckoutMessageFor, popupReturned } from './checkoutWindow';
import { coversAmount, isPositiveNaira, nairaToKobo } from './kobo';
import { pollChargeStatus, UNCONFIRMED_MESSAGE } from './pollCharge';
import { savedCardDetails, savedCardName } from './savedCardLabel';
import type { ChargeStatusReply } from '@coop/api/contract';

const reply = (status: ChargeStatusReply['status']): ChargeStatusReply => ({
  success: true, message: '', reference: 'REF-1', status, purpose: 'wallet_funding', amount: '100.00', fee: '1.50', total: '101.50', card_id: null,
});
const noSleep = jest.fn(async (_ms: number) => {});

describe('kobo', () => {
  it('parses naira decimal strings exactly', () => {
    expect(nairaToKobo('1500')).toBe(150000n);
    expect(nairaToKobo('1500.5')).toBe(150050n);
    expect(nairaToKobo('0.07')).toBe(7n);
    expect(nairaToKobo('90071992547409.93')).toBe(9007199254740993n);
    expect(nairaToKobo('1.234')).toBeNull();
    expect(nairaToKobo('-5')).toBeNull();
    expect(nairaToKobo('')).toBeNull();
  });

  it('compares a balance with an amount without floats', () => {
    expect(coversAmount('2500.00', '2500')).toBe(true);
    expect(coversAmount('2499.99', '2500.00')).toBe(false);
    expect(coversAmount('0.30', '0.3')).toBe(true);
    expect(coversAmount('abc', '1.00')).toBe(false);
    expect(isPositiveNaira('0.00')).toBe(false);
    expect(isPositiveNaira('0.01')).toBe(true);
  });
});

describe('pollChargeStatus', () => {
  it('asks again while the charge is pending and returns the settled answer', async () => {
    const verify = jest.fn().mockResolvedValueOnce(reply('pending')).mockResolvedValueOnce(reply('pending')).mockResolvedValue(reply('success'));
    const outcome = await pollChargeStatus('REF-1', { verify, delays: [0, 10, 20, 30], sleep: noSleep });
    expect(outcome).toEqual({ kind: 'settled', reply: reply('success') });
    expect(verify).toHaveBeenCalledTimes(3);
    expect(noSleep.mock.calls.map(([ms]) => ms)).toEqual([10, 20]);
  });

  it('gives up as unconfirmed after every attempt, retrying network failures', async () => {
    const verify = jest.fn().mockRejectedValueOnce(new NetworkError()).mockResolvedValue(reply('pending'));
    const outcome = await pollChargeStatus('REF-1', { verify, delays: [0, 1, 1], sleep: noSleep });
    expect(outcome).toEqual({ kind: 'unconfirmed', message: UNCONFIRMED_MESSAGE });
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('stops at a refusal that asking again cannot change', async () => {
    const verify = jest.fn().mockRejectedValue(new HttpError('Payment not found', 404, {}));
    expect(await pollChargeStatus('REF-1', { verify, delays: [0, 1, 1], sleep: noSleep })).toEqual({ kind: 'error', message: 'Payment not found' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('returns nothing once cancelled', async () => {
    let cancelled = false;
    const verify = jest.fn(async () => {
      cancelled = true;
      return reply('success');
    });
    expect(await pollChargeStatus('REF-1', { verify, delays: [0], sleep: noSleep, isCancelled: () => cancelled })).toBeNull();
  });
});

describe('checkout window', () => {
  it('frames a same-origin checkout and pops up anything else', () => {
    expect(checkoutModeFor('/api/sandbox/checkout/REF')).toBe('frame');
    expect(checkoutModeFor(`${window.location.origin}/api/sandbox/checkout/REF`)).toBe('frame');
    expect(checkoutModeFor('https://checkout.paystack.com/xyz')).toBe('popup');
  });

  it('accepts only this charge’s message from the checkout origin', () => {
    const message = (data: unknown, origin: string) => new MessageEvent('message', { data, origin });
    const good = { type: 'coop-checkout', reference: 'REF-1', status: 'success' };
    expect(isCheckoutMessageFor(message(good, 'http://localhost'), 'REF-1', 'http://localhost')).toBe(true);
    expect(isCheckoutMessageFor(message(good, 'http://localhost:4000'), 'REF-1', 'http://localhost')).toBe(false);
    expect(isCheckoutMessageFor(message({ ...good, reference: 'REF-2' }, 'http://localhost'), 'REF-1', 'http://localhost')).toBe(false);
    expect(isCheckoutMessageFor(message('coop-checkout', 'http://localhost'), 'REF-1', 'http://localhost')).toBe(false);
    expect(isCheckoutMessageFor(message(good, 'http://localhost'), 'REF-1', null)).toBe(false);
  });

  it('sees a popup come back to our origin with this charge’s reference', () => {
    const at = (origin: string, search: string) => ({ location: { origin, search } }) as unknown as Window;
    expect(popupReturned(at('http://localhost', '?reference=REF-1'), 'REF-1')).toBe(true);
    expect(popupReturned(at('http://localhost', '?reference=REF-2'), 'REF-1')).toBe(false);
    expect(popupReturned(at('https://checkout.paystack.com', '?reference=REF-1'), 'REF-1')).toBe(false);
    const crossOrigin = {} as Window;
    Object.defineProperty(crossOrigin, 'location', { get: () => { throw new DOMException('cross-origin', 'SecurityError'); } });
    expect(popupReturned(crossOrigin, 'REF-1')).toBe(false);
  });
});

describe('saved cards', () => {
  it('names a saved card by brand and last four digits', () => {
    expect(savedCardName({ brand: 'verve', last4: '0001' })).toBe('Verve •••• 0001');
    expect(savedCardName({ brand: '', last4: '0001' })).toBe('Card •••• 0001');
    expect(savedCardDetails({ bank: 'Zenith Bank', exp_month: '7', exp_year: '2031' })).toBe('Zenith Bank · Expires 07/31');
    expect(savedCardDetails({ bank: '', exp_month: '', exp_year: '' })).toBe('');
  });
});
