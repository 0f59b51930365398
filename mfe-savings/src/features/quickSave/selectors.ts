import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { quickSaveReducer } from './slice';

export const selectQuickSave = areaSelector(FEATURE_KEY, 'quickSave', quickSaveReducer);
