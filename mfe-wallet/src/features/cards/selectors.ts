import { areaSelector } from '@coop/shared';
import { FEATURE_KEY } from '../key';
import { cardsReducer } from './slice';

export const selectCardsState = areaSelector(FEATURE_KEY, 'cards', cardsReducer);
export const selectCards = (state: unknown) => selectCardsState(state).cards;
export const selectCardIntent = (state: unknown) => selectCardsState(state).intent;
