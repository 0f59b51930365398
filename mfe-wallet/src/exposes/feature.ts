// `./feature`: the shell injects this before rendering any page or admin panel of the remote (ARCHITECTURE §3).
import type { RemoteFeature } from '@coop/shared';
import { FEATURE_KEY, featureReducer, featureSaga } from '../features/state';

const feature: RemoteFeature = { key: FEATURE_KEY, reducer: featureReducer, saga: featureSaga };

export default feature;
