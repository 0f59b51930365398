import { selectFeature } from '../state';

export const selectCardsState = (state: unknown) => selectFeature(state).cards;
export const selectCards = (state: unknown) => selectCardsState(state).cards;
export const selectCardIntent = (state: unknown) => selectCardsState(state).intent;
