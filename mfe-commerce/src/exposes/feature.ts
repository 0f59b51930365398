// `./feature`: the shell injects this before rendering any page or admin panel of the remote (ARCHITECTURE §3).
import type { RemoteFeature } from '@coop/shared';
import { FEATURE_KEY, featureReducer } from '../features/reducer';
import { featureSaga } from '../features/saga';

const feature: RemoteFeature = { key: FEATURE_KEY, reducer: featureReducer, saga: featureSaga };

export default feature;
