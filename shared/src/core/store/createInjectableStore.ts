// A redux store whose reducers and sagas can be added at run time, once per key (ARCHITECTURE §4).
// The shell builds its store with it; a remote's standalone bootstrap builds its own the same way.
// Plain redux, not the toolkit's configureStore: the core is on /signin, and what configureStore adds in
// production (the thunk middleware, which is off here, and the devtools hook, kept below) is not worth
// fetching all of @reduxjs/toolkit before the sign-in form shows. Remotes still use the toolkit; they fetch it.
import { applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type Reducer } from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { RemoteFeature } from '../contract/remote';
import { alertReducer, ALERT_KEY } from '../alert/alertSlice';

export interface InjectableStore extends ReturnType<typeof buildStore> {
  injectReducer(key: string, reducer: Reducer): void;
  injectSaga(key: string, saga: Saga): void;
  injectFeature(feature: RemoteFeature): void;
}

type DevtoolsWindow = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose };

function buildStore(reducer: Reducer, sagaMiddleware: ReturnType<typeof createSagaMiddleware>) {
  const composeEnhancers = (typeof window !== 'undefined' && (window as DevtoolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
  return createStore(reducer, composeEnhancers(applyMiddleware(sagaMiddleware)));
}

export function createInjectableStore(staticReducers: Record<string, Reducer> = {}, rootSaga?: Saga): InjectableStore {
  const reducers: Record<string, Reducer> = { [ALERT_KEY]: alertReducer, ...staticReducers };
  const sagas = new Map<string, Task>();
  const sagaMiddleware = createSagaMiddleware();
  const store = buildStore(combineReducers(reducers), sagaMiddleware) as InjectableStore;

  store.injectReducer = (key, reducer) => {
    if (reducers[key] === reducer) return;
    reducers[key] = reducer;
    store.replaceReducer(combineReducers(reducers));
  };
  store.injectSaga = (key, saga) => {
    if (sagas.has(key)) return;
    sagas.set(key, sagaMiddleware.run(saga));
  };
  store.injectFeature = (feature) => {
    store.injectReducer(feature.key, feature.reducer);
    if (feature.saga) store.injectSaga(feature.key, feature.saga);
  };

  if (rootSaga) sagaMiddleware.run(rootSaga);
  return store;
}
