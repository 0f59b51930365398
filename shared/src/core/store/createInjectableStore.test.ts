import { createAction, createReducer } from '@reduxjs/toolkit';
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

describe('createInjectableStore', () => {
  it('always holds the alert slice next to the static reducers', () => {
    const store = createInjectableStore({ auth: (s = { ok: true }) => s });
    store.dispatch(alertError('x'));
    expect(store.getState()).toMatchObject({ auth: { ok: true }, alert: { open: true, message: 'x' } });
  });

  it('injects a feature once: the same feature twice keeps state and runs the saga once', () => {
    const store = createInjectableStore();
    const feature = { key: 'savings', reducer: savingsReducer, saga: savingsSaga };
    store.injectFeature(feature);
    store.dispatch(ping());
    store.injectFeature(feature);
    store.injectFeature({ ...feature });
    store.dispatch(ping());
    expect((store.getState() as Record<string, unknown>).savings).toEqual({ pings: 2, pongs: 2 });
  });

  it('runs the root saga', () => {
    const store = createInjectableStore({ savings: savingsReducer }, savingsSaga);
    store.dispatch(ping());
    expect((store.getState() as Record<string, unknown>).savings).toEqual({ pings: 1, pongs: 1 });
  });
});
