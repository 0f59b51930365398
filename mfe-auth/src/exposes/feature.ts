// `./feature`: the shell injects this before rendering any page of the remote (ARCHITECTURE §3).
import type { RemoteFeature } from '@coop/shared';
import { registrationReducer, REGISTRATION_KEY } from '../features/registration/slice';
import { registrationSaga } from '../features/registration/saga';

const feature: RemoteFeature = { key: REGISTRATION_KEY, reducer: registrationReducer, saga: registrationSaga };

export default feature;
