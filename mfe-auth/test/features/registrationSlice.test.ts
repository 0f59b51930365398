import {
  initialRegistrationState, noticesCleared, recoveryFailed, recoveryRequest, recoverySucceeded, registrationReducer, resetFailed, resetRequest,
  signupFailed, signupRequest, signupSucceeded, verifyEmailFailed, verifyEmailRequest, verifyEmailSucceeded,
} from '../../src/features/registration/slice';

const SIGNUP = { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', phone: '08012345678', password: 'Secret@123', password_confirmation: 'Secret@123' };

describe('registration state (plain redux, the action types createSlice made)', () => {
  it('keeps the registration/… action types', () => {
    expect([signupRequest.type, verifyEmailFailed.type, noticesCleared.type]).toEqual(['registration/signupRequest', 'registration/verifyEmailFailed', 'registration/noticesCleared']);
  });

  it('sets and clears one pending flag per call', () => {
    const pending = registrationReducer(undefined, signupRequest(SIGNUP as never));
    expect(pending).toEqual({ ...initialRegistrationState, registering: true });
    expect(registrationReducer(pending, signupSucceeded()).registering).toBe(false);
    expect(registrationReducer(pending, signupFailed('no')).registering).toBe(false);
    const resetting = registrationReducer(undefined, resetRequest({ token: 't', password: 'p' } as never));
    expect(resetting.resetting).toBe(true);
    expect(registrationReducer(resetting, resetFailed('no')).resetting).toBe(false);
  });

  it('keeps the recovery answer and the verification error on screen until the page is left', () => {
    let state = registrationReducer(undefined, recoveryRequest({ email: 'ada@example.com' }));
    expect(state.recovering).toBe(true);
    state = registrationReducer(state, recoverySucceeded('A link is on its way'));
    expect(state).toMatchObject({ recovering: false, recoveryMessage: 'A link is on its way' });
    expect(registrationReducer(state, recoveryFailed('x')).recoveryMessage).toBe('A link is on its way');
    state = registrationReducer(state, verifyEmailRequest({ code: 'c' }));
    expect(state).toMatchObject({ verifying: true, verifyError: null });
    state = registrationReducer(state, verifyEmailFailed('Link expired'));
    expect(state).toMatchObject({ verifying: false, verifyError: 'Link expired' });
    expect(registrationReducer(registrationReducer(state, verifyEmailSucceeded()), noticesCleared())).toEqual(initialRegistrationState);
    expect(registrationReducer(state, { type: 'other/action' })).toBe(state);
  });
});
