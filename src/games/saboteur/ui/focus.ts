// A new Saboteur screen announces itself: focus moves to its heading when it appears, so a
// keyboard or screen-reader user is not left on <body> after the previous screen's button went
// away (the handoff does the same with its own heading).
import { useEffect, useRef } from 'react';

/** A ref for the screen's heading (render it with tabIndex={-1}); focused once, on mount. */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
