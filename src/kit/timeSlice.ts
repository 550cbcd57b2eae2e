// Long work cut into short tasks (issue 33, "5,000 saved games feel like none"): a loop over
// thousands of games awaits `breathe()` after each one, which lets the browser paint and answer
// taps whenever the slice of time is used up, so no task holds the main thread long.

/** How long one task may work before it lets the browser in (ms of wall time). */
const SLICE_MS = 25;

/** A `breathe()` for one loop: resolves at once within the slice, after the next task beyond it. */
export function timeSlices(sliceMs = SLICE_MS): () => Promise<void> {
  let start = performance.now();
  return async () => {
    if (performance.now() - start < sliceMs) return;
    await new Promise((r) => setTimeout(r, 0));
    start = performance.now();
  };
}

/**
 * Resolves once the browser is idle (what it was asked to render is on the screen), at the
 * latest after `maxMs`; at once where there is no requestIdleCallback (node, older Safari).
 */
export function whenIdle(maxMs = 500): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((r) => requestIdleCallback(() => r(), { timeout: maxMs }));
}
