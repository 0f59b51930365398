import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { registrationReducer, REGISTRATION_KEY } from './slice';

export const selectRegistration = areaSelector(FEATURE_KEY, REGISTRATION_KEY, registrationReducer);
export const selectRegistering = (state: unknown) => selectRegistration(state).registering;
export const selectVerifying = (state: unknown) => selectRegistration(state).verifying;
export const selectRecovering = (state: unknown) => selectRegistration(state).recovering;
export const selectResetting = (state: unknown) => selectRegistration(state).resetting;
export const selectRecoveryMessage = (state: unknown) => selectRegistration(state).recoveryMessage;
export const selectVerifyError = (state: unknown) => selectRegistration(state).verifyError;
