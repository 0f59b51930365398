import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { savingsAdminReducer } from './slice';

export const selectSavingsAdmin = areaSelector(FEATURE_KEY, 'admin', savingsAdminReducer);
export const selectSavingsTotals = (state: unknown) => selectSavingsAdmin(state).totals;
export const selectAutosaveReport = (state: unknown) => selectSavingsAdmin(state).autosave;
export const selectMemberSavings = (state: unknown) => selectSavingsAdmin(state).member;
export const selectDividendPreview = (state: unknown) => selectSavingsAdmin(state).preview;
export const selectDividendPost = (state: unknown) => selectSavingsAdmin(state).post;
