// `./feature`: the shell injects this before rendering any page of the remote (ARCHITECTURE §3).
// The saga's code (and redux-saga, which it imports) is fetched when the shell's sagas start, after the sign-in
// form is shown: the form's first paint does not wait for it, and an early submit still reaches it.
import type { Saga } from 'redux-saga';
import type { RemoteFeature } from '@coop/shared';
import { FEATURE_KEY, featureReducer } from '../features/reducer';

const loadSaga = (): Promise<Saga> => import('../features/saga').then((m) => m.featureSaga);

/** For a shell whose core predates `loadSaga`: the same saga, fetched when it starts. */
function* featureSagaOnOlderShells(): Generator<Promise<Saga>, void, Saga> {
  const saga = yield loadSaga();
  yield* saga();
}

const feature: RemoteFeature = { key: FEATURE_KEY, reducer: featureReducer, loadSaga, saga: featureSagaOnOlderShells };

export default feature;
