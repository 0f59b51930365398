import { clearSignoutReason, getSignoutReason, setSignoutReason, SIGNOUT_MESSAGES, subscribeSignoutReason } from './signoutReason';

beforeEach(() => sessionStorage.clear());

describe('sign-out reason', () => {
  it('is kept in sessionStorage and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSignoutReason(listener);
    setSignoutReason('idle');
    expect(getSignoutReason()).toBe('idle');
    expect(sessionStorage.getItem('signout_reason')).toBe('idle');
    clearSignoutReason();
    expect(getSignoutReason()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setSignoutReason('expired');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores unknown values and has a message for each reason', () => {
    sessionStorage.setItem('signout_reason', 'hacked');
    expect(getSignoutReason()).toBeNull();
    expect(SIGNOUT_MESSAGES.idle).toMatch(/no activity/);
    expect(SIGNOUT_MESSAGES.expired).toMatch(/expired/);
  });
});
