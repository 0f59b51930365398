// Which tab of /loan is open: MY LOAN | MY GROUP | APPROVALS (facts §3.7). /loan-group and /loans open /loan on
// their tab; the choice survives moving between the loan pages.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LOAN_TABS = ['my-loan', 'my-group', 'approvals'] as const;
export type LoanTab = (typeof LOAN_TABS)[number];

export interface LoanTabsState {
  tab: LoanTab;
}

const tabsSlice = createSlice({
  name: 'loans/tabs',
  initialState: (): LoanTabsState => ({ tab: 'my-loan' }),
  reducers: {
    tabChosen: (state, action: PayloadAction<LoanTab>) => {
      state.tab = action.payload;
    },
  },
});

export const { tabChosen } = tabsSlice.actions;
export const tabsReducer = tabsSlice.reducer;
