import { createSlice } from '@reduxjs/toolkit';
import { areaSelector } from './areaSelector';

const slice = createSlice({ name: 'cards', initialState: { cards: [] as number[] }, reducers: {} });
const selectCards = areaSelector('mfe_wallet', 'cards', slice.reducer);

describe('areaSelector', () => {
  it("reads the area under the remote's feature key", () => {
    const cards = { cards: [1, 2] };
    expect(selectCards({ mfe_wallet: { cards } })).toBe(cards);
  });

  it('answers the initial state, always the same object, before the feature is injected', () => {
    const first = selectCards({ auth: {} });
    expect(first).toEqual({ cards: [] });
    expect(selectCards({})).toBe(first);
  });

  it('does not read an area of the same name under another key', () => {
    expect(selectCards({ wallet: { cards: { cards: [9] } } })).toEqual({ cards: [] });
  });
});
