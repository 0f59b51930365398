// Closes an open dialog once its save succeeded (the area's `savedCount` moved); a refusal leaves it open.
import { useEffect, useRef } from 'react';

export function useCloseOnSave(open: boolean, savedCount: number, onClose: () => void) {
  const atOpen = useRef(savedCount);
  useEffect(() => {
    if (open) atOpen.current = savedCount;
    // only when the dialog opens: the count it must move past
  }, [open]);
  useEffect(() => {
    if (open && savedCount !== atOpen.current) onClose();
  }, [open, savedCount, onClose]);
}
