import { selectFeature } from '../state';

export const selectStatement = (state: unknown) => selectFeature(state).statement;
