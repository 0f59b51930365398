import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { callsReducer, emptyCall, type CallState } from './slice';

export const selectCalls = areaSelector(FEATURE_KEY, 'calls', callsReducer);
export const selectCall =
  (id: string) =>
  (state: unknown): CallState =>
    selectCalls(state).byId[id] ?? emptyCall;
export const selectVersion = (state: unknown): number => selectCalls(state).version;
