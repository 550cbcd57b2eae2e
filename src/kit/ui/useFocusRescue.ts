// Keeps keyboard focus inside a game screen when the control that had it goes away (a roll
// button replaced by the sheet, a cell that is no longer legal once placed, a dialog closing
// onto a button that is gone). Without it focus falls to <body> and a keyboard or screen-reader
// user has to start again from the top of the page.
import { useEffect, useRef, type RefObject } from 'react';

function lost(root: HTMLElement): boolean {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return true;
  if (!root.contains(el)) return false;
  return (el as HTMLButtonElement).disabled === true || el.closest('[hidden], [inert]') !== null;
}

/**
 * `targets`: selectors tried in order inside `root` when focus was in the screen and is lost;
 * the first element that matches and can take focus gets it.
 */
export function useFocusRescue(root: RefObject<HTMLElement | null>, targets: readonly string[]): void {
  const hadFocus = useRef(false);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      hadFocus.current = !!root.current && root.current.contains(e.target as Node);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [root]);
  useEffect(() => {
    const el = root.current;
    if (!el || !hadFocus.current || !lost(el)) return;
    for (const selector of targets) {
      const target = [...el.querySelectorAll<HTMLElement>(selector)].find(
        (c) => !(c as HTMLButtonElement).disabled && c.getClientRects().length > 0,
      );
      if (target) {
        target.focus();
        return;
      }
    }
  });
}
