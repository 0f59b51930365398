import { act, renderHook } from '@testing-library/react';
import { useDialogCall } from './useDialogCall';

function handle(state: { error: string | null; intent: unknown }) {
  return { ...state, run: jest.fn((_spec: never) => undefined), reset: jest.fn() };
}

describe('useDialogCall', () => {
  it('shows an error only when the call ran since the dialog opened', () => {
    const call = handle({ error: 'Insufficient balance', intent: null });
    const { result, rerender } = renderHook(({ open }) => useDialogCall(call, open), { initialProps: { open: true } });
    expect(result.current.error).toBeNull();
    act(() => {
      result.current.run(undefined as never);
    });
    expect(result.current.error).toBe('Insufficient balance');
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.error).toBeNull();
  });

  it('dismiss forgets a finished or refused call', () => {
    const call = handle({ error: 'Refused', intent: null });
    const { result } = renderHook(() => useDialogCall(call, true));
    result.current.dismiss();
    expect(call.reset).toHaveBeenCalledTimes(1);
  });

  it('dismiss keeps a call whose outcome is unknown, so paying again reuses its Idempotency-Key', () => {
    const call = handle({ error: 'Internet Error, Please check your internet and try again', intent: { key: 'k-1', body: { amount: '5000.00' } } });
    const { result } = renderHook(() => useDialogCall(call, true));
    result.current.dismiss();
    expect(call.reset).not.toHaveBeenCalled();
  });
});
