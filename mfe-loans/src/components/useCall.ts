// A screen's handle on one call of the calls saga (features/calls): run it, read its state, reset it.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { callRequested, callReset, type CallSpec } from '../features/calls/slice';
import { selectCall, selectVersion } from '../features/calls/selectors';

export function useCall(id: string) {
  const dispatch = useDispatch();
  const state = useSelector(selectCall(id));
  const run = useCallback((spec: Omit<CallSpec, 'id'>) => dispatch(callRequested({ ...spec, id })), [dispatch, id]);
  const reset = useCallback(() => dispatch(callReset(id)), [dispatch, id]);
  return { ...state, run, reset };
}

/** changes after every successful call: use it in load keys so screens read again */
export function useLoansVersion(): number {
  return useSelector(selectVersion);
}
