// Issue 33 "Scale": no task over 200 ms at 4× at the app's start. React's first commit (the
// hydration of home) runs in a task of its own, not in the microtasks of the task that evaluated
// the app's first chunk (main.tsx): the two together made one task of 100–230 ms at 4×.
import { describe, expect, it, vi } from 'vitest';
import { inTaskOfItsOwn } from '../../../src/app/boot/ownTask';

/** Lets every queued microtask run (a chain of them included). */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Until a later task has run. */
const laterTask = () => new Promise<void>((r) => setTimeout(r, 20));

describe('the first commit in a task of its own (issue 33, Scale)', () => {
  it('does not run in the current task, nor in its microtasks', async () => {
    const fn = vi.fn();
    inTaskOfItsOwn(fn, {});
    expect(fn).not.toHaveBeenCalled();
    await drainMicrotasks();
    expect(fn).not.toHaveBeenCalled();
    await laterTask();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("is queued ahead of the browser's ordinary tasks where it can (scheduler.postTask, user-blocking)", async () => {
    const queued: [() => void, unknown][] = [];
    const scheduler = {
      postTask: (f: () => void, options: unknown) => (queued.push([f, options]), Promise.resolve()),
    };
    const fn = vi.fn();
    inTaskOfItsOwn(fn, { scheduler });
    await drainMicrotasks();
    expect(fn).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    expect(queued[0]![1]).toEqual({ priority: 'user-blocking' });
    queued[0]![0]();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('reports an error of the task as an uncaught one, not as a rejection nobody handles', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const scheduler = {
      postTask: (f: () => void) => new Promise<void>((resolve) => resolve(f())),
    };
    inTaskOfItsOwn(
      () => {
        throw new Error('boom');
      },
      { scheduler },
    );
    await drainMicrotasks();
    vi.unstubAllGlobals();
    expect(reported).toHaveBeenCalledWith(new Error('boom'));
  });
});
