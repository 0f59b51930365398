// The alert modal's state (spec §4): one message at a time, shown by the shell's AlertModal.
import type { UnknownAction } from 'redux';
import { actionCreator, type PayloadActionCreator } from '../store/actionCreator';

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

export const alertError = actionCreator<string>('alert/alertError');
export const alertSuccess = actionCreator<string>('alert/alertSuccess');
export const alertContinue = actionCreator<string>('alert/alertContinue');
export const alertInfo = actionCreator<string>('alert/alertInfo');
export const alertClear = actionCreator('alert/alertClear');

const SHOWS: ReadonlyArray<[PayloadActionCreator<string>, AlertKind]> = [
  [alertError, 'error'],
  [alertSuccess, 'success'],
  [alertContinue, 'continue'],
  [alertInfo, 'info'],
];

export function alertReducer(state: AlertState = initialState, action: UnknownAction): AlertState {
  for (const [creator, kind] of SHOWS) {
    if (creator.match(action)) return { open: true, kind, message: action.payload, seq: state.seq + 1 };
  }
  if (alertClear.match(action)) return { ...state, open: false };
  return state;
}

export const selectAlert = (state: { [ALERT_KEY]?: AlertState }): AlertState => state[ALERT_KEY] ?? initialState;
