// createCalls with a real store and redux-saga, shared's real http client over a faked fetch: the state per id, the
// version, the Idempotency-Key rule, the success text, quiet calls, uploads, navigateTo, and a screen that re-reads.
import { combineReducers } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { http } from '@coop/shared/core';
import { findAlert, inTurn, mockApi, networkDown, queryAlert, renderPage } from '../../../testing';
import { useLoad } from '../../hooks/useLoad';
import { createCalls } from './createCalls';
import type { CallSpec } from './callSpec';

const calls = createCalls('mfe_demo', {
  messages: { stopped: (reply: { amount: string }) => `Your plan has been stopped and ₦${reply.amount} has been paid into your wallet.` },
  failures: { taken: (error: unknown, body: { email: string }) => `${body.email} is taken (${(error as Error).message})` },
});
const feature = { key: 'mfe_demo', reducer: combineReducers({ calls: calls.reducer }), saga: calls.saga };

type Spec = Omit<CallSpec, 'id'>;
let handle: ReturnType<typeof calls.useCall>;

function Screen({ id = 'pay', spec }: { id?: string; spec: Spec }) {
  const call = calls.useCall(id);
  handle = call;
  const version = calls.useVersion();
  return (
    <>
      <p data-testid="state">{call.pending ? 'pending' : call.done ? 'done' : call.error ? `error: ${call.error}` : 'idle'}</p>
      <p data-testid="version">{version}</p>
      <button type="button" onClick={() => call.run(spec)}>
        Send
      </button>
    </>
  );
}

const PAY: Spec = { method: 'POST', path: 'savingsFunds', body: { amount: '100.00' }, money: true, successMessage: 'Paid' };

const stateText = () => screen.getByTestId('state').textContent;
const versionText = () => screen.getByTestId('version').textContent;
const waitForState = (text: string) => screen.findByText(text, { selector: '[data-testid="state"]' });

describe('createCalls: state and version', () => {
  it('shows pending, then done with the reply; the version bumps on success only', async () => {
    let release!: () => void;
    const api = mockApi({
      'POST savingsFunds': inTurn({ status: 422, body: { success: false, message: 'Insufficient funds' } }, { body: { success: true, message: 'Saved' } }),
    });
    const { user } = renderPage(<Screen spec={PAY} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('error: Insufficient funds');
    expect(versionText()).toBe('0');
    expect((await findAlert()).message).toBe('Insufficient funds');

    api.on('POST savingsFunds', () => new Promise((resolve) => (release = () => resolve({ body: { success: true, message: 'Saved' } }))));
    act(() => handle.run(PAY));
    expect(stateText()).toBe('pending');
    await act(async () => release());
    await waitForState('done');
    expect(versionText()).toBe('1');
    expect(handle.reply).toEqual({ success: true, message: 'Saved' });
    act(() => handle.reset());
    expect(stateText()).toBe('idle');
  });

  it('treats a 2xx reply that says success: false as a refusal', async () => {
    mockApi({ 'POST savingsFunds': { body: { success: false, message: 'Plan closed' } } });
    const { user } = renderPage(<Screen spec={PAY} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('error: Plan closed');
    expect(versionText()).toBe('0');
    expect(handle.intent).toBeNull();
  });

  it('sends a call once while it is in flight under the same id (a double submit)', async () => {
    let release!: () => void;
    const api = mockApi({ 'POST savingsFunds': () => new Promise((resolve) => (release = () => resolve({ body: { success: true } }))) });
    renderPage(<Screen spec={PAY} />, { feature });
    act(() => {
      handle.run(PAY);
      handle.run(PAY);
    });
    await act(async () => release());
    await waitForState('done');
    expect(api.calls).toHaveLength(1);
    expect(versionText()).toBe('1');
  });

  it("keeps createSlice's action types", () => {
    expect(calls.actions.callRequested.type).toBe('mfe_demo/calls/callRequested');
    expect(calls.actions.callSucceeded({ id: 'a', reply: null }).type).toBe('mfe_demo/calls/callSucceeded');
  });
});

describe('createCalls: the Idempotency-Key of a money call', () => {
  it('sends one, and "Try again" after a lost answer (unknown outcome) reuses it', async () => {
    const api = mockApi({ 'POST savingsFunds': inTurn(networkDown(), { body: { success: true } }) });
    const { user } = renderPage(<Screen spec={PAY} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('error: Internet Error, Please check your internet and try again');
    expect(handle.intent?.body).toEqual({ amount: '100.00' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('done');
    const [first, second] = api.calls.map((c) => c.headers['Idempotency-Key']);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
    expect(handle.intent).toBeNull();
  });

  it('keeps it after a server fault or a 409 too (the request may have been applied)', async () => {
    const api = mockApi({ 'POST savingsFunds': inTurn({ status: 502, body: {} }, { status: 409, body: { message: 'Busy' } }, { body: { success: true } }) });
    const { user } = renderPage(<Screen spec={PAY} />, { feature });
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await screen.findByText(i === 2 ? 'done' : /^error/, { selector: '[data-testid="state"]' });
    }
    expect(new Set(api.calls.map((c) => c.headers['Idempotency-Key'])).size).toBe(1);
  });

  it('forgets it after a definite refusal (4xx): a retry gets a NEW key', async () => {
    const api = mockApi({ 'POST savingsFunds': inTurn({ status: 422, body: { message: 'Insufficient funds' } }, { body: { success: true } }) });
    const { user } = renderPage(<Screen spec={PAY} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('error: Insufficient funds');
    expect(handle.intent).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('done');
    const [first, second] = api.calls.map((c) => c.headers['Idempotency-Key']);
    expect(first).toEqual(expect.any(String));
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });

  it('gives a changed body a new key even after a lost answer', async () => {
    const api = mockApi({ 'POST savingsFunds': inTurn(networkDown(), { body: { success: true } }) });
    renderPage(<Screen spec={PAY} />, { feature });
    act(() => handle.run(PAY));
    await waitForState('error: Internet Error, Please check your internet and try again');
    act(() => handle.run({ ...PAY, body: { amount: '200.00' } }));
    await waitForState('done');
    const [first, second] = api.calls.map((c) => c.headers['Idempotency-Key']);
    expect(second).not.toBe(first);
    expect(api.calls[1].body).toEqual({ amount: '200.00' });
  });

  it('sends no key on a call that moves no money', async () => {
    const api = mockApi({ 'POST profile': { body: { success: true } } });
    renderPage(<Screen spec={{ method: 'POST', path: 'profile', body: { a: 1 }, successMessage: 'Saved' }} />, { feature });
    act(() => handle.run({ method: 'POST', path: 'profile', body: { a: 1 }, successMessage: 'Saved' }));
    await waitForState('done');
    expect(api.calls[0].headers['Idempotency-Key']).toBeUndefined();
  });
});

describe('createCalls: the success alert', () => {
  it("uses the reply's message, else successMessage", async () => {
    mockApi({ 'POST savingsFunds': inTurn({ body: { success: true, message: 'Your savings have been added' } }, { body: { success: true } }) });
    const { user } = renderPage(<Screen spec={PAY} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await findAlert()).message).toBe('Your savings have been added');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Paid', { selector: 'p:not([data-testid])' });
  });

  it("uses the named formatter of the reply, whatever the reply's own message", async () => {
    mockApi({ 'POST exitTarget/4': { body: { success: true, message: 'Done', amount: '1,500.00' } } });
    const spec: Spec = { method: 'POST', path: 'exitTarget/4', money: true, message: 'stopped', successMessage: 'Stopped' };
    const { user } = renderPage(<Screen spec={spec} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await findAlert()).message).toBe('Your plan has been stopped and ₦1,500.00 has been paid into your wallet.');
  });

  it('refuses a formatter name it was not given, before sending anything', () => {
    const api = mockApi({});
    renderPage(<Screen spec={PAY} />, { feature });
    expect(() => handle.run({ ...PAY, message: 'nope' })).toThrow('no message formatter named "nope"');
    expect(api.calls).toHaveLength(0);
  });

  it('words a failure with the named failure formatter, from the error and the body', async () => {
    mockApi({ 'POST auth/signup': { status: 409, body: { message: 'Conflict' } } });
    const spec: Spec = { method: 'POST', path: 'auth/signup', body: { email: 'ada@example.com' }, failure: 'taken', successMessage: 'Registered' };
    const { user } = renderPage(<Screen spec={spec} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await findAlert()).message).toBe('ada@example.com is taken (Conflict)');
    expect(() => handle.run({ ...spec, failure: 'nope' })).toThrow('no failure formatter named "nope"');
  });

  it('lets a 2xx reply that says success: false word its own refusal, formatter or not', async () => {
    mockApi({ 'POST auth/signup': { body: { success: false, message: 'Sign-ups are closed' } } });
    const spec: Spec = { method: 'POST', path: 'auth/signup', body: { email: 'ada@example.com' }, failure: 'taken', successMessage: 'Registered' };
    const { user } = renderPage(<Screen spec={spec} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await findAlert()).message).toBe('Sign-ups are closed');
  });

  it('shows no alert for a quiet call, success or failure; the screen reads the state', async () => {
    mockApi({ 'POST updateUserCart/3': inTurn({ status: 422, body: { message: 'Only 2 left' } }, { body: { success: true, message: 'Updated' } }) });
    const spec: Spec = { method: 'POST', path: 'updateUserCart/3', body: { quantity: 3 }, quiet: true, successMessage: 'Quantity changed' };
    const { user } = renderPage(<Screen spec={spec} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('error: Only 2 left');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('done');
    expect(queryAlert()).toBeNull();
    expect(versionText()).toBe('1');
  });
});

describe('createCalls: methods, uploads and navigation', () => {
  it('sends PUT and DELETE with their bodies', async () => {
    const api = mockApi({ 'PUT targets/2': { body: { success: true } }, 'DELETE admin/administrators/7': { body: { success: true } } });
    renderPage(<Screen spec={PAY} />, { feature });
    act(() => handle.run({ method: 'PUT', path: 'targets/2', body: { name: 'Rent' }, successMessage: 'Updated' }));
    await waitForState('done');
    act(() => handle.run({ method: 'DELETE', path: 'admin/administrators/7', body: { password: 'x' }, successMessage: 'Demoted' }));
    await screen.findByText('2', { selector: '[data-testid="version"]' });
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', 'targets/2', { name: 'Rent' }],
      ['DELETE', 'admin/administrators/7', { password: 'x' }],
    ]);
  });

  it('refuses DELETE under a shell whose core has no http.delete (older than 1.4)', async () => {
    const api = mockApi({});
    const original = http.delete;
    (http as { delete?: unknown }).delete = undefined;
    try {
      renderPage(<Screen spec={PAY} />, { feature });
      act(() => handle.run({ method: 'DELETE', path: 'admin/administrators/7', body: {}, successMessage: 'Demoted' }));
      await waitForState('error: Something went wrong, please try again');
      expect(api.calls).toHaveLength(0);
    } finally {
      http.delete = original;
    }
  });

  it('sends a kept upload as multipart once, and asks for the picture again if it is gone', async () => {
    const api = mockApi({ 'POST userUploadRequestedProducts': { body: { success: true, message: 'Request sent' } } });
    renderPage(<Screen spec={PAY} />, { feature });
    const form = new FormData();
    form.append('name', 'Rice');
    calls.keepUpload('request', form);
    const spec: Spec = { method: 'POST', path: 'userUploadRequestedProducts', uploadId: 'request', successMessage: 'Sent' };
    act(() => handle.run(spec));
    await waitForState('done');
    expect(api.calls[0].body).toBe(form);
    act(() => handle.run(spec));
    await waitForState('error: Please choose the picture again');
    expect(api.calls).toHaveLength(1);
  });

  it('navigates after success (after the alert), not after a failure', async () => {
    mockApi({ 'POST savingsFunds': inTurn({ status: 422, body: { message: 'No' } }, { body: { success: true } }) });
    const spec: Spec = { ...PAY, navigateTo: '/savings/target' };
    const { user, navigate } = renderPage(<Screen spec={spec} />, { feature });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('error: No');
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForState('done');
    expect(navigate).toHaveBeenCalledWith('/savings/target', undefined);
  });
});

describe('createCalls with useLoad: a screen reads again after a change', () => {
  function Balance() {
    const version = calls.useVersion();
    const balance = useLoad(() => http.get<{ balance: string }>('show_wallet_balance'), `balance-${version}`);
    const pay = calls.useCall('pay');
    return (
      <>
        <p data-testid="balance">{balance.status === 'ready' ? balance.data.balance : balance.status}</p>
        <button type="button" onClick={() => pay.run(PAY)}>
          Pay
        </button>
      </>
    );
  }

  it('loads once, and again with the new version after a successful change only', async () => {
    const api = mockApi({
      'GET show_wallet_balance': inTurn({ body: { balance: '1,000.00' } }, { body: { balance: '900.00' } }),
      'POST savingsFunds': inTurn({ status: 422, body: { message: 'No' } }, { body: { success: true } }),
    });
    const { user } = renderPage(<Balance />, { feature });
    expect(await screen.findByText('1,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await findAlert();
    expect(api.callsTo('GET', 'show_wallet_balance')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('900.00')).toBeInTheDocument();
    expect(api.callsTo('GET', 'show_wallet_balance')).toHaveLength(2);
  });
});
