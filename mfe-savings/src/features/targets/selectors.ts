import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { targetsReducer } from './slice';

export const selectTargets = areaSelector(FEATURE_KEY, 'targets', targetsReducer);
export const selectTargetCreateIntent = (state: unknown) => selectTargets(state).createIntent;
export const selectTargetExitIntent = (state: unknown) => selectTargets(state).exitIntent;
