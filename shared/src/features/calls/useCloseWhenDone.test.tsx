import { renderHook } from '@testing-library/react';
import { useCloseWhenDone } from './useCloseWhenDone';

test('a done call is reset before the dialog closes, so reopening does not close it again', () => {
  const order: string[] = [];
  const reset = jest.fn(() => order.push('reset'));
  const onClose = jest.fn(() => order.push('close'));
  const { rerender } = renderHook(({ done }) => useCloseWhenDone({ done, reset }, onClose), { initialProps: { done: false } });
  expect(onClose).not.toHaveBeenCalled();
  rerender({ done: true });
  expect(order).toEqual(['reset', 'close']);
});
