import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { statementReducer } from './slice';

export const selectStatement = areaSelector(FEATURE_KEY, 'statement', statementReducer);
