import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { alertError, selectAlert } from '@coop/shared/core';
import { HttpError } from '@coop/shared/core';
import { registerNavigator } from '@coop/shared/core';
import { createInjectableStore } from '@coop/shared/core';
import { setStoredItem, STORAGE_KEYS } from '@coop/shared/core';
import {
  bankOrProfileMissing, handleProfileAndBankRequired, isProfileAndBankRequired, requireBankAndProfile, useRequireBankAndProfile,
} from './requireBankAndProfile';

const MESSAGE = 'Please Update your profile and bank account to continue';
let navigateTo: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  navigateTo = jest.fn();
  registerNavigator(navigateTo);
});

describe('requireBankAndProfile', () => {
  it.each([
    ['bank', 'false', 'true'],
    ['profile', 'true', 'false'],
    ['both', 'false', 'false'],
  ])('with %s missing: alerts the exact text, goes to /settings and returns false', (_case, bank, profile) => {
    setStoredItem(STORAGE_KEYS.bank, bank);
    setStoredItem(STORAGE_KEYS.profile, profile);
    const dispatch = jest.fn();
    expect(requireBankAndProfile(dispatch)).toBe(false);
    expect(dispatch).toHaveBeenCalledWith(alertError(MESSAGE));
    expect(navigateTo).toHaveBeenCalledWith('/settings', undefined);
  });

  it('lets the member through when both flags are set or not stored at all', () => {
    const dispatch = jest.fn();
    expect(requireBankAndProfile(dispatch)).toBe(true);
    setStoredItem(STORAGE_KEYS.bank, 'true');
    setStoredItem(STORAGE_KEYS.profile, 'true');
    expect(requireBankAndProfile(dispatch)).toBe(true);
    expect(bankOrProfileMissing()).toBe(false);
    expect(dispatch).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('recognises the API’s 422 with that message, and only that', () => {
    expect(isProfileAndBankRequired(new HttpError(MESSAGE, 422, { success: false, message: MESSAGE }))).toBe(true);
    expect(isProfileAndBankRequired(new HttpError('Insufficient wallet balance', 422, {}))).toBe(false);
    expect(isProfileAndBankRequired(new HttpError(MESSAGE, 500, {}))).toBe(false);
    expect(isProfileAndBankRequired(new Error(MESSAGE))).toBe(false);

    const dispatch = jest.fn();
    expect(handleProfileAndBankRequired(new HttpError('Nope', 422, {}), dispatch)).toBe(false);
    expect(dispatch).not.toHaveBeenCalled();
    expect(handleProfileAndBankRequired(new HttpError(MESSAGE, 422, {}), dispatch)).toBe(true);
    expect(dispatch).toHaveBeenCalledWith(alertError(MESSAGE));
    expect(navigateTo).toHaveBeenCalledWith('/settings', undefined);
  });

  it('has a hook that dispatches to the store', () => {
    setStoredItem(STORAGE_KEYS.bank, 'false');
    const store = createInjectableStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useRequireBankAndProfile(), { wrapper });
    expect(result.current()).toBe(false);
    expect(selectAlert(store.getState())).toMatchObject({ open: true, kind: 'error', message: MESSAGE });
    expect(navigateTo).toHaveBeenCalledWith('/settings', undefined);
  });
});
