import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { profileReducer } from './slice';

export const selectProfileState = areaSelector(FEATURE_KEY, 'profile', profileReducer);
export const selectProfile = (state: unknown) => selectProfileState(state).profile;
