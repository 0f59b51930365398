import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> opened modally while `open` is true (the browser traps focus and makes the page inert),
 * with a fallback to the `open` attribute where showModal is missing (jsdom, old browsers).
 */
export function useModalDialog(open: boolean, { focusInside = false }: { focusInside?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // start inside the panel (browsers without showModal focus nothing)
      if (focusInside && !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open, focusInside]);
  return ref;
}
