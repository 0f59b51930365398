import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { tabsReducer } from './slice';

export const selectLoanTabs = areaSelector(FEATURE_KEY, 'tabs', tabsReducer);
