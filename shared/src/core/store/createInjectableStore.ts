// A redux store whose reducers and sagas can be added at run time, once per key (ARCHITECTURE §4).
// The shell builds its store with it; a remote's standalone bootstrap builds its own the same way.
// Plain redux, not the toolkit's configureStore: the core is on /signin, and what configureStore adds in
// production (the thunk middleware, which is off here, and the devtools hook, kept below) is not worth
// fetching all of @reduxjs/toolkit before the sign-in form shows. Remotes still use the toolkit; they fetch it.
// redux-saga is not fetched with the store either (see sagaHost): sagas run once it is loaded.
import { applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { RemoteFeature } from '../contract/remote';
import { alertReducer, ALERT_KEY } from '../alert/alertSlice';
import { createSagaHost, type ReduxSagaModule, type SagaLoader } from './sagaHost';

export type { SagaLoader } from './sagaHost';

export interface InjectableStore extends ReturnType<typeof buildStore> {
  injectReducer(key: string, reducer: Reducer): void;
  /** Runs `saga` once per key: at once when the store's sagas run, else as soon as they do. */
  injectSaga(key: string, saga: Saga): void;
  /** Runs the saga `load` resolves to, once per key; its code is fetched when the store's sagas start. */
  injectLazySaga(key: string, load: SagaLoader): void;
  injectFeature(feature: RemoteFeature): void;
  /**
   * Fetches redux-saga and the lazy sagas now (a store made with `deferSagas` waits for this or its first
   * dispatch); resolves once every saga injected so far runs and has received every action dispatched before.
   */
  startSagas(): Promise<void>;
}

export interface InjectableStoreOptions {
  /** Fetch redux-saga only on `startSagas()` or the first dispatch, not when the store is made (the shell, for /signin). */
  deferSagas?: boolean;
  /** redux-saga itself, when the caller bundles it anyway (tests): nothing to fetch, sagas run as soon as they start. */
  reduxSaga?: ReduxSagaModule;
}

type DevtoolsWindow = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose };

function buildStore(reducer: Reducer, sagaHost: ReturnType<typeof createSagaHost>) {
  const composeEnhancers = (typeof window !== 'undefined' && (window as DevtoolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
  return createStore(reducer, composeEnhancers(applyMiddleware(sagaHost.middleware)));
}

export function createInjectableStore(staticReducers: Record<string, Reducer> = {}, rootSaga?: Saga, options: InjectableStoreOptions = {}): InjectableStore {
  const reducers: Record<string, Reducer> = { [ALERT_KEY]: alertReducer, ...staticReducers };
  const sagaKeys = new Set<string>();
  const sagaHost = createSagaHost(options.reduxSaga);
  const store = buildStore(combineReducers(reducers), sagaHost) as InjectableStore;

  store.injectReducer = (key, reducer) => {
    if (reducers[key] === reducer) return;
    reducers[key] = reducer;
    store.replaceReducer(combineReducers(reducers));
  };
  store.injectSaga = (key, saga) => {
    if (sagaKeys.has(key)) return;
    sagaKeys.add(key);
    sagaHost.run(saga);
  };
  store.injectLazySaga = (key, load) => {
    if (sagaKeys.has(key)) return;
    sagaKeys.add(key);
    // code that could not be fetched can be injected again (the remote's Retry)
    sagaHost.runLazy(load, () => sagaKeys.delete(key));
  };
  store.injectFeature = (feature) => {
    store.injectReducer(feature.key, feature.reducer);
    if (feature.loadSaga) store.injectLazySaga(feature.key, feature.loadSaga);
    else if (feature.saga) store.injectSaga(feature.key, feature.saga);
  };
  store.startSagas = sagaHost.start;

  if (rootSaga) sagaHost.run(rootSaga);
  if (!options.deferSagas) void sagaHost.start();
  return store;
}
