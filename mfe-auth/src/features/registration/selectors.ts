import { initialRegistrationState, REGISTRATION_KEY, type RegistrationState } from './slice';

type WithRegistration = { [REGISTRATION_KEY]?: RegistrationState };

export const selectRegistration = (state: WithRegistration): RegistrationState => state[REGISTRATION_KEY] ?? initialRegistrationState;
export const selectRegistering = (state: WithRegistration) => selectRegistration(state).registering;
export const selectVerifying = (state: WithRegistration) => selectRegistration(state).verifying;
export const selectRecovering = (state: WithRegistration) => selectRegistration(state).recovering;
export const selectResetting = (state: WithRegistration) => selectRegistration(state).resetting;
export const selectRecoveryMessage = (state: WithRegistration) => selectRegistration(state).recoveryMessage;
export const selectVerifyError = (state: WithRegistration) => selectRegistration(state).verifyError;
