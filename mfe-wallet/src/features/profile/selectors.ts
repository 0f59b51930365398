import { selectFeature } from '../state';

export const selectProfileState = (state: unknown) => selectFeature(state).profile;
export const selectProfile = (state: unknown) => selectProfileState(state).profile;
