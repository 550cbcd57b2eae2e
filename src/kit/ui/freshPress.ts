// Thumbs are impatient (the UX principles, issue 29): a double or triple tap on one screen's
// closing button must not act on the screen that replaces it. A guarded button answers only a
// press (pointer down, or Enter/Space down) that began after it appeared and after a short
// dwell; a press that began earlier (on the previous screen, or during the dwell), and a key held
// down from before, do nothing. While it waits the button is aria-disabled (it stays a real,
// focusable button) and carries data-armed="false"; then data-armed="true". One guard may serve
// several buttons of a screen (the nugget values of a pick). A click with no press at all (a
// screen reader's activation, element.click()) counts once the dwell is over.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/** How long a gate or a private screen's first button waits before it answers a press. */
export const PRESS_DWELL_MS = 500;
/** The same for a button where the previous screen's closing button was, with no handoff between. */
export const PRESS_DWELL_SAME_PLACE_MS = 1200;

type Press = 'none' | 'fresh' | 'stale';

export interface GuardedButtonProps {
  onPointerDown(e: PointerEvent<HTMLElement>): void;
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  onClick(e: MouseEvent<HTMLElement>): void;
  'aria-disabled': true | undefined;
  'data-armed': 'true' | 'false';
}

export interface FreshPress {
  /** the dwell is over */
  armed: boolean;
  /** the props of a guarded button whose click runs `action` (spread them on the <button>) */
  button(action: () => void): GuardedButtonProps;
}

/**
 * A guard that arms `dwellMs` after the component mounts, and again after `screen` changes (a
 * screen that stays mounted while it shows somebody else, e.g. the next thief). A button in the
 * very place of the previous screen's closing button (no handoff between them) waits longer, so
 * that a triple tap's third press cannot reach it either.
 */
export function useFreshPress(screen: unknown = null, dwellMs: number = PRESS_DWELL_MS): FreshPress {
  // the screen the dwell is over for: `armed` is false again at once when the screen changes
  const [armedFor, setArmedFor] = useState<{ screen: unknown } | null>(null);
  const armed = armedFor !== null && armedFor.screen === screen;
  const armedNow = useRef(false);
  const press = useRef<Press>('none');
  useEffect(() => {
    armedNow.current = false;
    press.current = 'none';
    const id = window.setTimeout(() => {
      armedNow.current = true;
      setArmedFor({ screen });
    }, dwellMs);
    return () => window.clearTimeout(id);
  }, [screen, dwellMs]);

  // the handlers of this render: `armed` is this screen's, the ref flips as the dwell ends
  const isArmed = () => armed && armedNow.current;
  return {
    armed,
    button: (action) => ({
      onPointerDown: (e) => {
        // a second finger or a press during the dwell spoils the press until the next one
        press.current = isArmed() && e.isPrimary !== false ? 'fresh' : 'stale';
      },
      onKeyDown: (e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        // a key held down since the previous screen repeats: never a fresh press
        press.current = isArmed() && !e.repeat ? 'fresh' : 'stale';
      },
      onClick: (e) => {
        const p = press.current;
        press.current = 'none';
        // detail 0: a click with no pointer (keyboard, screen reader); its key, if any, was seen
        const fresh = p === 'fresh' || (p === 'none' && e.detail === 0 && isArmed());
        if (!fresh) {
          e.preventDefault();
          return;
        }
        action();
      },
      'aria-disabled': armed ? undefined : true,
      'data-armed': armed ? 'true' : 'false',
    }),
  };
}
