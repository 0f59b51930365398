// A dialog that closes once its call went through: the call is reset first, since a "done" left behind would close
// the dialog again the moment it is reopened.
import { useEffect } from 'react';

export function useCloseWhenDone(call: { done: boolean; reset: () => void }, onClose: () => void): void {
  const { done, reset } = call;
  useEffect(() => {
    if (!done) return;
    reset();
    onClose();
  }, [done, reset, onClose]);
}
