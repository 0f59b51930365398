// The statement page: its period and page, the reply, and one download at a time per format.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StatementReply } from '@coop/api/contract';
import { thisMonth, failed, idle, started, succeeded, type Loadable } from '@coop/shared';
import type { StatementFormat, StatementQuery } from './api';

export interface StatementState extends Loadable<StatementReply> {
  query: StatementQuery;
  downloading: Record<StatementFormat, boolean>;
  downloadError: string | null;
  /** the file just saved, announced to the member */
  downloaded: string | null;
}

export function initialStatementState(): StatementState {
  return { ...idle<StatementReply>(), query: { ...thisMonth(), page: 1 }, downloading: { csv: false, pdf: false }, downloadError: null, downloaded: null };
}

const statementSlice = createSlice({
  name: 'wallet/statement',
  initialState: initialStatementState,
  reducers: {
    statementRequested: (state, action: PayloadAction<StatementQuery>) => {
      started(state);
      state.query = action.payload;
    },
    statementSucceeded: (state, action: PayloadAction<StatementReply>) => succeeded(state, action.payload),
    statementFailed: (state, action: PayloadAction<string>) => failed(state, action.payload),

    downloadRequested: (state, action: PayloadAction<{ format: StatementFormat; from: string; to: string }>) => {
      state.downloading[action.payload.format] = true;
      state.downloadError = null;
      state.downloaded = null;
    },
    downloadSucceeded: (state, action: PayloadAction<{ format: StatementFormat; filename: string }>) => {
      state.downloading[action.payload.format] = false;
      state.downloaded = action.payload.filename;
    },
    downloadFailed: (state, action: PayloadAction<{ format: StatementFormat; message: string }>) => {
      state.downloading[action.payload.format] = false;
      state.downloadError = action.payload.message;
    },
  },
});

export const { statementRequested, statementSucceeded, statementFailed, downloadRequested, downloadSucceeded, downloadFailed } = statementSlice.actions;
export const statementReducer = statementSlice.reducer;
