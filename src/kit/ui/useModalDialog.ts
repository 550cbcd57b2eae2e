// Opens and closes a native <dialog> as a modal to follow `open` (with a fallback to the
// `open` attribute where showModal is missing, as in jsdom). In the commit that renders its
// content (a layout effect): no frame, and no moment for a test, where the message is in the
// page but the dialog and its buttons are still closed.
import { useLayoutEffect, useRef } from 'react';

export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
