import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { plansReducer } from './slice';

export const selectPlans = areaSelector(FEATURE_KEY, 'plans', plansReducer);
