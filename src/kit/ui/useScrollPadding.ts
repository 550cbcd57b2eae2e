// Keeps what the browser scrolls into view (a control taking focus, a jump to an element) clear
// of the sticky header and the bottom bar (issue 30: Rolling Village's 141 px header hid the bonus
// step, the avenue chooser after a scoring double and the paper totals prompt when focus moved
// to them from further down). The page's scroll padding follows the pinned bars' heights.
import { useEffect } from 'react';

/** the bars that stay on screen while the page scrolls (base.css, rv-status.css) */
const PINNED = '.topbar, .bottom-bar, .rv-status';
/** room between a bar and what comes into view beside it */
const GAP = 8;

export function useScrollPadding(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      let top = 0;
      let bottom = 0;
      for (const el of document.querySelectorAll<HTMLElement>(PINNED)) {
        const cs = getComputedStyle(el);
        if (cs.position !== 'sticky' && cs.position !== 'fixed') continue;
        const h = el.getBoundingClientRect().height;
        if (cs.bottom !== 'auto' && cs.top === 'auto') bottom = Math.max(bottom, h);
        else top = Math.max(top, h);
      }
      root.style.scrollPaddingTop = top > 0 ? `${Math.ceil(top) + GAP}px` : '';
      root.style.scrollPaddingBottom = bottom > 0 ? `${Math.ceil(bottom) + GAP}px` : '';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // the browser leaves a control that is inside the window but under a bar where it is: a
    // keyboard's focus (not a tap, which must not move the page under the finger) brings it out
    const onFocus = (e: FocusEvent) => {
      const el = e.target;
      if (!(el instanceof HTMLElement) || el.closest(PINNED) || !el.matches(':focus-visible')) return;
      // the bars as they are now: a focused control may change what a bar says
      measure();
      const r = el.getBoundingClientRect();
      const top = parseFloat(root.style.scrollPaddingTop) || 0;
      const bottom = innerHeight - (parseFloat(root.style.scrollPaddingBottom) || 0);
      if (r.top < top) window.scrollBy(0, r.top - top);
      else if (r.bottom > bottom) window.scrollBy(0, Math.min(r.bottom - bottom, r.top - top));
    };
    document.addEventListener('focusin', onFocus);
    // older browsers (and jsdom) have no ResizeObserver: the mutations and focus still keep it right
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus);
      resized?.disconnect();
      changed.disconnect();
      root.style.scrollPaddingTop = '';
      root.style.scrollPaddingBottom = '';
    };
  }, []);
}
