import { legacy_createStore as createStore, applyMiddleware } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { actionCreator } from './actionCreator';

const ping = actionCreator<{ n: number }>('test/ping');
const pong = actionCreator('test/pong');

describe('actionCreator (the toolkit createAction shape, without the toolkit)', () => {
  it('makes { type, payload } and carries its type', () => {
    expect(ping({ n: 1 })).toEqual({ type: 'test/ping', payload: { n: 1 } });
    expect(pong()).toEqual({ type: 'test/pong', payload: undefined });
    expect(ping.type).toBe('test/ping');
    expect(String(ping)).toBe('test/ping');
  });

  it('matches only its own type', () => {
    expect(ping.match({ type: 'test/ping', payload: { n: 2 } })).toBe(true);
    expect(ping.match({ type: 'test/pong' })).toBe(false);
    expect(ping.match(null)).toBe(false);
    expect(ping.match('test/ping')).toBe(false);
  });

  it('is a pattern redux-saga takes by type, as the toolkit creators are', () => {
    const seen: string[] = [];
    const sagas = createSagaMiddleware();
    const store = createStore((state: string[] = [], action: { type: string }) => [...state, action.type], applyMiddleware(sagas));
    sagas.run(function* watch() {
      const action: ReturnType<typeof ping> = yield take(ping);
      seen.push(`took ${action.payload.n}`);
      yield put(pong());
    });
    store.dispatch(pong());
    expect(seen).toEqual([]);
    store.dispatch(ping({ n: 7 }));
    expect(seen).toEqual(['took 7']);
    expect(store.getState().slice(-2)).toEqual(['test/ping', 'test/pong']);
  });
});
