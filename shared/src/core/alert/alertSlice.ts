// The alert modal's state (spec §4): one message at a time, shown by the shell's AlertModal.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AlertKind = 'error' | 'success' | 'continue' | 'info';

export interface AlertState {
  open: boolean;
  kind: AlertKind;
  message: string;
  /** increases with every alert so the modal restarts its timer for a repeated message */
  seq: number;
}

export const ALERT_KEY = 'alert';
export const ERROR_ALERT_MS = 8000;
export const CONTINUE_ALERT_MS = 8000;

const initialState: AlertState = { open: false, kind: 'info', message: '', seq: 0 };

const alertSlice = createSlice({
  name: ALERT_KEY,
  initialState,
  reducers: {
    alertError: (state, action: PayloadAction<string>) => show(state, 'error', action.payload),
    alertSuccess: (state, action: PayloadAction<string>) => show(state, 'success', action.payload),
    alertContinue: (state, action: PayloadAction<string>) => show(state, 'continue', action.payload),
    alertInfo: (state, action: PayloadAction<string>) => show(state, 'info', action.payload),
    alertClear: (state) => {
      state.open = false;
    },
  },
});

function show(state: AlertState, kind: AlertKind, message: string) {
  state.open = true;
  state.kind = kind;
  state.message = message;
  state.seq += 1;
}

export const { alertError, alertSuccess, alertContinue, alertInfo, alertClear } = alertSlice.actions;
export const alertReducer = alertSlice.reducer;
export const selectAlert = (state: { [ALERT_KEY]?: AlertState }): AlertState => state[ALERT_KEY] ?? initialState;
