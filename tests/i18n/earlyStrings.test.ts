// Issue 32, first screen ("React mounted within 1.20x the hello world"): the boot script runs the
// first-screen strings chunk of its language while index.html is parsed (src/app/boot/paint.ts). Rules: the
// app's first render then takes those words at once, without waiting for an import() to answer
// (which is never sooner than a task later); and when the chunk runs after the app asked for it,
// the app has them in the chunk's own task, not a task after it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyShell } from '../../src/i18n/shell';

const early = () => globalThis as EarlyShell;
/** A fresh copy of the app's modules, as in a page that has just opened. */
const freshShell = () => import('../../src/i18n/shell');
/** Resolves once a task (not only the microtasks) has run. */
const aTask = () => new Promise<'task'>((r) => setTimeout(() => r('task'), 0));

describe("the boot script's strings, taken by the app's first render", () => {
  beforeEach(() => {
    vi.resetModules();
    delete early().pocketTableShell;
    // the chunks the app imports itself answer without running here: only what a test runs counts
    vi.doMock('../../src/i18n/shellFirst.en', () => ({}));
    vi.doMock('../../src/i18n/shellFirst.ru', () => ({}));
  });
  afterEach(() => {
    delete early().pocketTableShell;
  });

  it('takes the words of a chunk that ran before the app at once, before any task', async () => {
    vi.doUnmock('../../src/i18n/shellFirst.ru');
    await import('../../src/i18n/shellFirst.ru');
    const { loadShellStrings, shellDict } = await freshShell();
    const order: string[] = [];
    const ready = loadShellStrings('ru', 'first').then(() => order.push('strings'));
    const task = aTask().then(() => order.push('task'));
    await Promise.all([ready, task]);
    expect(order).toEqual(['strings', 'task']);
    expect(shellDict('ru')?.newGame).toBe('Новая игра');
  });

  it("has the words of a chunk that runs after the app asked for it in that chunk's own task", async () => {
    const { loadShellStrings, shellDict } = await freshShell();
    const order: string[] = [];
    const ready = loadShellStrings('en', 'first').then(() => order.push('strings'));
    // the chunk runs (as its own module does: shellFirst.en.ts), with no import() answering yet
    const words = { newGame: 'New game' } as never;
    early().pocketTableShell!.en = words;
    early().pocketTableShell!.ran?.('en');
    const task = aTask().then(() => order.push('task'));
    await Promise.all([ready, task]);
    expect(order).toEqual(['strings', 'task']);
    expect(shellDict('en')).toBe(words);
  });

  it('waits for each language it asked for: one chunk running does not answer for the other', async () => {
    const { loadShellStrings, shellDict } = await freshShell();
    let enReady = false;
    void loadShellStrings('en', 'first').then(() => (enReady = true));
    const ru = loadShellStrings('ru', 'first');
    early().pocketTableShell!.ru = { newGame: 'Новая игра' } as never;
    early().pocketTableShell!.ran?.('ru');
    await ru;
    expect(shellDict('en')).toBeUndefined();
    expect(enReady).toBe(false);
  });
});
