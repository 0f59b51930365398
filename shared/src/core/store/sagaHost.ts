// Runs a store's sagas on redux-saga fetched when it is first needed, not with the store: /signin's first paint
// needs no saga (ARCHITECTURE §4). Every action reaches the reducers at once; while redux-saga (or the code of a
// saga loaded lazily) is still on its way, the action is also held, and the sagas receive every held action, in
// order, once they all run. So a saga never misses an action dispatched before it could run.
import type { Action, Middleware, MiddlewareAPI } from 'redux';
import type { MulticastChannel, Saga, SagaMiddleware } from 'redux-saga';

export type ReduxSagaModule = typeof import('redux-saga');
/** The code of a saga, fetched when the store's sagas start (e.g. `() => import('./saga').then((m) => m.saga)`). */
export type SagaLoader = () => Promise<Saga>;

interface Runtime {
  middleware: SagaMiddleware;
  channel: MulticastChannel<Action>;
}

/** `reduxSaga`: the module itself, when the caller has it already (tests): the sagas then run as soon as they start. */
export function createSagaHost(reduxSaga?: ReduxSagaModule) {
  let api: MiddlewareAPI | undefined;
  let runtime: Runtime | undefined;
  let requested = false;
  let loading = 0; // redux-saga itself and every lazy saga whose code is on its way
  let held: Action[] = [];
  const toRun: Saga[] = [];
  const toLoad: [SagaLoader, (error: unknown) => void][] = [];
  let whenRunning: (() => void)[] = [];

  function release() {
    if (!runtime || loading > 0) return;
    const actions = held;
    held = [];
    for (const action of actions) runtime.channel.put(action);
    const waiting = whenRunning;
    whenRunning = [];
    for (const resolve of waiting) resolve();
  }

  function run(saga: Saga) {
    if (runtime) runtime.middleware.run(saga);
    else toRun.push(saga);
  }

  function load(loader: SagaLoader, onError: (error: unknown) => void) {
    loading += 1;
    loader()
      .then(run, (error) => {
        console.error('[store] a saga could not be loaded', error);
        onError(error);
      })
      .finally(() => {
        loading -= 1;
        release();
      });
  }

  function install(module: ReduxSagaModule) {
    const channel = module.stdChannel<Action>();
    const middleware = module.default({ channel });
    middleware(api!); // binds run() to the store; actions are put on the channel below, not through it
    runtime = { middleware, channel };
    for (const saga of toRun.splice(0)) middleware.run(saga);
  }

  function request() {
    if (requested) return;
    requested = true;
    for (const [loader, onError] of toLoad.splice(0)) load(loader, onError);
    if (reduxSaga) {
      install(reduxSaga);
      release();
      return;
    }
    loading += 1;
    import('redux-saga')
      .then(install, (error) => {
        requested = false; // the next dispatch or start() tries again; held actions stay held
        console.error('[store] redux-saga could not be loaded', error);
      })
      .finally(() => {
        loading -= 1;
        release();
      });
  }

  /** Fetches redux-saga (once) and every lazy saga injected so far; resolves when all of them run. */
  function start(): Promise<void> {
    const running = new Promise<void>((resolve) => whenRunning.push(resolve));
    request();
    release();
    return running;
  }

  const middleware: Middleware = (store) => {
    api = store;
    return (next) => (action) => {
      const result = next(action);
      if (runtime && loading === 0) {
        runtime.channel.put(action as Action);
      } else {
        held.push(action as Action);
        request();
      }
      return result;
    };
  };

  return {
    middleware,
    start,
    run,
    /** Runs the saga `loader` resolves to; its code is fetched once the sagas start (at once if they have). */
    runLazy(loader: SagaLoader, onError: (error: unknown) => void) {
      if (requested) load(loader, onError);
      else toLoad.push([loader, onError]);
    },
  };
}
