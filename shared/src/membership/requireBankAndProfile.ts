// The bank/profile pre-check (spec §4, §8; facts §1.2): a member whose stored bank or profile flag is the string
// 'false' is told 'Please Update your profile and bank account to continue' and sent to /settings.
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { alertError } from '@coop/shared/core';
import { isHttpError } from '@coop/shared/core';
import { navigate } from '@coop/shared/core';
import { getStoredItem, STORAGE_KEYS } from '@coop/shared/core';
import { MESSAGES } from '../validation/messages';

export const SETTINGS_PATH = '/settings';

type DispatchLike = (action: UnknownAction) => unknown;

/** true when the stored `bank` or `profile` flag is the string 'false' (for sagas, which `put` the alert themselves) */
export function bankOrProfileMissing(): boolean {
  return getStoredItem(STORAGE_KEYS.bank) === 'false' || getStoredItem(STORAGE_KEYS.profile) === 'false';
}

function sendToSettings(dispatch: DispatchLike): void {
  dispatch(alertError(MESSAGES.updateProfileAndBank));
  navigate(SETTINGS_PATH);
}

/** Call before an action that needs a bank account and a complete profile: false means the member was sent to /settings. */
export function requireBankAndProfile(dispatch: DispatchLike): boolean {
  if (!bankOrProfileMissing()) return true;
  sendToSettings(dispatch);
  return false;
}

/** The API's refusal for the same reason: 422 with exactly that message. */
export function isProfileAndBankRequired(error: unknown): boolean {
  return isHttpError(error) && error.status === 422 && error.message === MESSAGES.updateProfileAndBank;
}

/** For a failed call: when it is that refusal, alert and go to /settings (true); otherwise leave it to the caller (false). */
export function handleProfileAndBankRequired(error: unknown, dispatch: DispatchLike): boolean {
  if (!isProfileAndBankRequired(error)) return false;
  sendToSettings(dispatch);
  return true;
}

/** `const requireBank = useRequireBankAndProfile(); if (!requireBank()) return;` */
export function useRequireBankAndProfile(): () => boolean {
  const dispatch = useDispatch();
  return useCallback(() => requireBankAndProfile(dispatch), [dispatch]);
}
