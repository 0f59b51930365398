import { authReducer, initialAuthState } from './authReducer';
import { loginFailure, loginRequest, loginSuccess, logout, selectAuth, sessionCleared, userUpdated } from './authActions';
import { saveSession, type SessionUser } from '../storage/session';

const USER: SessionUser = {
  token: 't', email: 'a@b.co', name: 'A B', first_name: 'A', last_name: 'B', profile_pic: null, member_status: true, role: 'SA', bank: true, profile: true,
};

beforeEach(() => localStorage.clear());

describe('auth slice', () => {
  it('starts from the stored session', () => {
    expect(initialAuthState()).toEqual({ loggingIn: false, loggedIn: false, user: null });
    saveSession(USER);
    expect(initialAuthState()).toEqual({ loggingIn: false, loggedIn: true, user: USER });
  });

  it('request → loggingIn; success → loggedIn with the user; failure, logout and clearing empty it', () => {
    let state = authReducer(undefined, loginRequest({ email: 'a@b.co', password: 'x' }));
    expect(state.loggingIn).toBe(true);
    state = authReducer(state, loginSuccess(USER));
    expect(state).toEqual({ loggingIn: false, loggedIn: true, user: USER });
    state = authReducer(state, userUpdated({ name: 'New Name' }));
    expect(state.user?.name).toBe('New Name');
    expect(authReducer(state, logout({ reason: 'user' }))).toEqual({ loggingIn: false, loggedIn: false, user: null });
    expect(authReducer(state, sessionCleared())).toEqual({ loggingIn: false, loggedIn: false, user: null });
    expect(authReducer(state, loginFailure('no'))).toEqual({ loggingIn: false, loggedIn: false, user: null });
    expect(selectAuth({})).toEqual({ loggingIn: false, loggedIn: false, user: null });
  });
});
