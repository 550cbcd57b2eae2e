// A new screen announces itself: focus moves to its heading when it appears, so keyboard and
// screen-reader users are not left on <body> after the previous screen's button disappeared.
import { useEffect, useRef } from 'react';

/** Returns a ref for the screen's heading (give it tabIndex={-1}); focuses it on mount. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
