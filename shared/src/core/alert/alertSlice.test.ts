import { alertClear, alertContinue, alertError, alertInfo, alertReducer, alertSuccess, selectAlert } from './alertSlice';

describe('alert slice', () => {
  it('starts closed', () => {
    expect(alertReducer(undefined, { type: '@@init' })).toEqual({ open: false, kind: 'info', message: '', seq: 0 });
    expect(selectAlert({})).toEqual({ open: false, kind: 'info', message: '', seq: 0 });
  });

  it('shows one message at a time with its kind, counting every alert so a repeat restarts the timer', () => {
    let state = alertReducer(undefined, alertError('Bad'));
    expect(state).toEqual({ open: true, kind: 'error', message: 'Bad', seq: 1 });
    state = alertReducer(state, alertError('Bad'));
    expect(state.seq).toBe(2);
    expect(alertReducer(state, alertSuccess('Done'))).toMatchObject({ kind: 'success', message: 'Done', seq: 3 });
    expect(alertReducer(state, alertContinue('Go on'))).toMatchObject({ kind: 'continue', message: 'Go on' });
    expect(alertReducer(state, alertInfo('FYI'))).toMatchObject({ kind: 'info', message: 'FYI' });
  });

  it('clears: closed, the last message kept, unknown actions change nothing', () => {
    const shown = alertReducer(undefined, alertInfo('Hello'));
    expect(alertReducer(shown, alertClear())).toEqual({ ...shown, open: false });
    expect(alertReducer(shown, { type: 'other/thing' })).toBe(shown);
  });
});
