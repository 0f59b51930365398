import { createAction, createReducer } from '@reduxjs/toolkit';
import * as reduxSaga from 'redux-saga';
import type { Saga } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { createInjectableStore } from './createInjectableStore';
import { alertError } from '../alert/alertSlice';

const ping = createAction('savings/ping');
const pong = createAction('savings/pong');
const savingsReducer = createReducer({ pings: 0, pongs: 0 }, (b) => {
  b.addCase(ping, (s) => { s.pings += 1; }).addCase(pong, (s) => { s.pongs += 1; });
});
function* savingsSaga() {
  yield takeEvery(ping.type, function* () {
    yield put(pong());
  });
}
const savings = (store: { getState(): unknown }) => (store.getState() as Record<string, unknown>).savings;

/** A saga loader the test resolves (or rejects) when it chooses, counting its calls. */
function controlledLoader(saga: Saga) {
  const calls: { resolve(): void; reject(error: Error): void }[] = [];
  const load = jest.fn(() => new Promise<Saga>((resolve, reject) => calls.push({ resolve: () => resolve(saga), reject })));
  return { load, calls };
}

describe('createInjectableStore', () => {
  it('always holds the alert slice next to the static reducers', () => {
    const store = createInjectableStore({ auth: (s = { ok: true }) => s });
    store.dispatch(alertError('x'));
    expect(store.getState()).toMatchObject({ auth: { ok: true }, alert: { open: true, message: 'x' } });
  });

  it('injects a feature once: the same feature twice keeps state and runs the saga once', async () => {
    const store = createInjectableStore();
    const feature = { key: 'savings', reducer: savingsReducer, saga: savingsSaga };
    store.injectFeature(feature);
    store.dispatch(ping());
    store.injectFeature(feature);
    store.injectFeature({ ...feature });
    store.dispatch(ping());
    await store.startSagas();
    expect(savings(store)).toEqual({ pings: 2, pongs: 2 });
  });

  it('runs the root saga', async () => {
    const store = createInjectableStore({ savings: savingsReducer }, savingsSaga);
    await store.startSagas();
    store.dispatch(ping());
    expect(savings(store)).toEqual({ pings: 1, pongs: 1 });
  });
});

describe('redux-saga given (tests): nothing to fetch', () => {
  it('runs the sagas during the dispatch, as a bundled redux-saga does', () => {
    const store = createInjectableStore({ savings: savingsReducer }, savingsSaga, { reduxSaga });
    store.dispatch(ping());
    expect(savings(store)).toEqual({ pings: 1, pongs: 1 });
  });

  it('deferred: the first dispatch starts them, and that action reaches them', () => {
    const store = createInjectableStore({ savings: savingsReducer }, savingsSaga, { reduxSaga, deferSagas: true });
    store.dispatch(ping());
    expect(savings(store)).toEqual({ pings: 1, pongs: 1 });
  });
});

describe('sagas fetched after the store (deferSagas)', () => {
  it('reduces every action at once and hands the ones dispatched before the sagas ran to them, in order', async () => {
    const seen: string[] = [];
    function* recorder() {
      yield takeEvery('*', (action: { type: string }) => {
        seen.push(action.type);
      });
    }
    const store = createInjectableStore({ savings: savingsReducer }, recorder, { deferSagas: true });
    store.dispatch(ping());
    store.dispatch(alertError('x'));
    expect(savings(store)).toEqual({ pings: 1, pongs: 0 });
    expect(seen).toEqual([]);
    await store.startSagas();
    expect(seen).toEqual(['savings/ping', 'alert/alertError']);
  });

  it('does not fetch a lazy saga before the sagas start, then runs it with the actions it missed', async () => {
    const { load, calls } = controlledLoader(savingsSaga);
    const store = createInjectableStore({}, undefined, { deferSagas: true });
    store.injectFeature({ key: 'savings', reducer: savingsReducer, loadSaga: load, saga: () => { throw new Error('not this one'); } });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    const running = store.startSagas();
    store.dispatch(ping());
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(savings(store)).toEqual({ pings: 1, pongs: 0 }); // its code has not arrived: the action is held
    calls[0].resolve();
    await running;
    expect(savings(store)).toEqual({ pings: 1, pongs: 1 });
    store.dispatch(ping());
    expect(savings(store)).toEqual({ pings: 2, pongs: 2 });
  });

  it('starts on the first dispatch when nothing started it', async () => {
    const { load, calls } = controlledLoader(savingsSaga);
    const store = createInjectableStore({}, undefined, { deferSagas: true });
    store.injectFeature({ key: 'savings', reducer: savingsReducer, loadSaga: load });
    store.dispatch(ping());
    expect(load).toHaveBeenCalledTimes(1);
    calls[0].resolve();
    await store.startSagas();
    expect(savings(store)).toEqual({ pings: 1, pongs: 1 });
  });

  it('a lazy saga injected after the sagas run is fetched at once, and the actions meanwhile wait for it', async () => {
    const store = createInjectableStore();
    await store.startSagas();
    const { load, calls } = controlledLoader(savingsSaga);
    store.injectFeature({ key: 'savings', reducer: savingsReducer, loadSaga: load });
    expect(load).toHaveBeenCalledTimes(1);
    store.dispatch(ping());
    calls[0].resolve();
    await store.startSagas();
    expect(savings(store)).toEqual({ pings: 1, pongs: 1 });
  });

  it('a lazy saga whose code could not be fetched releases the held actions and can be injected again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    function* recorder() {
      yield takeEvery(ping.type, () => {
        seen.push('ping');
      });
    }
    const store = createInjectableStore({ savings: savingsReducer }, recorder);
    const failing = controlledLoader(savingsSaga);
    store.injectLazySaga('savings', failing.load);
    store.dispatch(ping());
    failing.calls[0].reject(new Error('offline'));
    await store.startSagas();
    expect(seen).toEqual(['ping']);
    expect(error).toHaveBeenCalledWith('[store] a saga could not be loaded', expect.any(Error));

    const retry = controlledLoader(savingsSaga);
    store.injectLazySaga('savings', retry.load);
    expect(retry.load).toHaveBeenCalledTimes(1);
    retry.calls[0].resolve();
    await store.startSagas();
    store.dispatch(ping());
    expect(savings(store)).toEqual({ pings: 2, pongs: 1 });
    error.mockRestore();
  });
});
