import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import { authReducer, createInjectableStore, getStoredUser, loginRequest, saveSession, type RemoteFeature } from '@coop/shared/core';
import { adminUser, memberUser, mockApi } from '../../testing';
import { loginSaga } from '../features/loginSaga';
import { standaloneSessionSaga } from './sessionSaga';
import { StandaloneApp, type StandaloneConfig } from './StandaloneApp';

const quiet: Reducer = (state = {}) => state;
const feature: RemoteFeature = { key: 'mfe_test', reducer: quiet };
const Panel = lazy(async () => ({ default: () => <p>ledger balanced</p> }));

const CONFIG: StandaloneConfig = {
  name: 'mfe-test',
  home: '/home',
  pages: [
    { path: '/home', element: <h1>Home page</h1>, nav: 'Home' },
    { path: '/other', element: <h1>Other page</h1>, nav: 'Other' },
  ],
  adminPanels: [{ id: 'ledger', title: 'Ledger check', component: Panel }],
};

function start(path: string, config: StandaloneConfig = CONFIG, ownFeature: RemoteFeature = feature) {
  window.history.replaceState(null, '', path);
  const store = createInjectableStore({ auth: authReducer }, standaloneSessionSaga({ home: config.home, ownSignIn: config.ownSignIn }));
  store.injectFeature(ownFeature);
  render(<StandaloneApp store={store} config={config} />);
  return store;
}

afterEach(() => window.localStorage.clear());

describe("the kit's standalone sign-in", () => {
  it('checks the fields by the spec rules before posting anything', async () => {
    const api = mockApi({});
    start('/signin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('this field is required')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('logs in through auth/login, remembers the session and lands on the home page', async () => {
    const api = mockApi({ 'POST auth/login': { body: { status: 1, success: true, message: 'Welcome', user: memberUser } } });
    start('/signin');
    expect(screen.getByRole('heading', { name: 'Sign in to mfe-test' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' amaka@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2024');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/login')[0].body).toEqual({ email: 'amaka@example.com', password: 'Secret#2024' });
    expect(getStoredUser()?.email).toBe('amaka@example.com');
    expect(window.location.pathname).toBe('/home');
  });

  it("shows the server's refusal in the alert and stays on sign-in", async () => {
    mockApi({ 'POST auth/login': { body: { status: 0, success: false, message: 'Invalid Email or Password' } } });
    start('/signin');
    await userEvent.type(screen.getByLabelText('Email'), 'amaka@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Invalid Email or Password');
    expect(getStoredUser()).toBeNull();
  });
});

describe('pages behind sign-in', () => {
  it('sends a visitor without a session to sign-in', () => {
    mockApi({});
    start('/other');
    expect(screen.getByRole('heading', { name: 'Sign in to mfe-test' })).toBeInTheDocument();
  });

  it("frames a member's pages with their links, without the admin panels", () => {
    mockApi({});
    saveSession(memberUser);
    start('/other');
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Admin panels' })).not.toBeInTheDocument();
  });

  it("shows an admin the remote's panels at /dashboard", async () => {
    mockApi({});
    saveSession(adminUser);
    start('/dashboard');
    expect(screen.getByRole('link', { name: 'Admin panels' })).toBeInTheDocument();
    expect(await screen.findByText('ledger balanced')).toBeInTheDocument();
  });

  it('signs out through auth/logout, forgets the session and returns to sign-in', async () => {
    const api = mockApi({ 'POST auth/logout': { body: { success: true } } });
    saveSession(memberUser);
    start('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to mfe-test' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/logout')).toHaveLength(1);
    expect(getStoredUser()).toBeNull();
  });
});

describe('a remote with its own sign-in', () => {
  it("leaves login to the remote's feature: one post, then the session is remembered", async () => {
    const api = mockApi({ 'POST auth/login': { body: { status: 1, success: true, message: 'Welcome', user: memberUser } } });
    const ownLogin: RemoteFeature = {
      key: 'mfe_own',
      reducer: quiet,
      saga: function* own() {
        yield takeLatest(loginRequest.type, loginSaga);
      },
    };
    const config: StandaloneConfig = { ...CONFIG, ownSignIn: true, openPages: [{ path: '/signin', element: <h1>Own sign-in</h1> }] };
    const store = start('/signin', config, ownLogin);
    expect(screen.getByRole('heading', { name: 'Own sign-in' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loginRequest({ email: 'amaka@example.com', password: 'Secret#2024' }));
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(getStoredUser()?.email).toBe('amaka@example.com'));
    expect(api.callsTo('POST', 'auth/login')).toHaveLength(1);
  });
});
