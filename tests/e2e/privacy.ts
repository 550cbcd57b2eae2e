// Hidden-information checks shared by the browser tests of every pass-and-play game (Village
// Pillage now, Saboteur next): what the page holds, both as markup (text, aria-label, title,
// data-* and every other attribute) and as the accessibility tree a screen reader reads, must
// not name another seat's private data. The caller works out what is private from the engine
// state (see readSavedSession) and passes the display strings that must not appear.
import type { Page } from 'playwright-core';
import { replay } from '../../src/kit/session';

/** Lower-cases and folds whitespace (and ё to е), so a match does not depend on formatting. */
function fold(s: string): string {
  return s.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

export interface PageTexts {
  /** the serialised DOM: text and all attributes, including closed dialogs and hidden nodes */
  dom: string;
  /** Playwright's ARIA snapshot of <body>: roles, accessible names and text */
  aria: string;
}

export async function pageTexts(page: Page): Promise<PageTexts> {
  const dom = await page.content();
  const aria = await page.locator('body').ariaSnapshot();
  return { dom, aria };
}

/** A short excerpt around the first place `needle` (folded) occurs in `hay`. */
function excerpt(hay: string, needle: string): string {
  const folded = fold(hay);
  const at = folded.indexOf(fold(needle));
  return folded.slice(Math.max(0, at - 80), at + needle.length + 80);
}

/**
 * Fails, naming each leak and where it was found, when the page's DOM or accessibility tree
 * contains any of `forbidden` (case- and whitespace-insensitive). `where` names the screen.
 */
export async function assertNoPrivateText(
  page: Page,
  forbidden: readonly string[],
  where = '',
): Promise<void> {
  const wanted = [...new Set(forbidden.filter((s) => s.trim().length > 0))];
  if (wanted.length === 0) return;
  const { dom, aria } = await pageTexts(page);
  const foldedDom = fold(dom);
  const foldedAria = fold(aria);
  const leaks: string[] = [];
  for (const s of wanted) {
    const f = fold(s);
    if (foldedDom.includes(f)) leaks.push(`"${s}" in the DOM: …${excerpt(dom, s)}…`);
    if (foldedAria.includes(f)) leaks.push(`"${s}" in the accessibility tree: …${excerpt(aria, s)}…`);
  }
  if (leaks.length > 0)
    throw new Error(`private data of another seat on ${where || page.url()}:\n  ${leaks.join('\n  ')}`);
}

/** The values of a data-* attribute on every element of the page (e.g. 'card' for data-card). */
export function dataValues(page: Page, attribute: string): Promise<string[]> {
  return page.evaluate(
    (attr) =>
      [...document.querySelectorAll(`[data-${attr}]`)].map((e) => e.getAttribute(`data-${attr}`) ?? ''),
    attribute,
  );
}

export interface SavedSession {
  id: string;
  gameId: string;
  config: unknown;
  seed: number;
  actions: { seat: number; type: string }[];
  seats: { name: string; colour: number; who: string; where: string }[];
}

/**
 * The games saved on this phone, read from IndexedDB (database 'pocket-table', store 'kv', one
 * record 'game:<id>' per game), so a test can replay one with the game's rules in node and know
 * the true state.
 */
export async function readSavedSessions(page: Page): Promise<SavedSession[]> {
  return page.evaluate(
    () =>
      new Promise<SavedSession[]>((resolve, reject) => {
        const open = indexedDB.open('pocket-table');
        // the app opens its database lazily: a test may get here first and must create it as the app would
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('kv', 'readonly');
          const get = tx.objectStore('kv').getAll(IDBKeyRange.bound('game:', 'game:\uffff'));
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            const all = get.result as (SavedSession & { keptAside?: boolean })[];
            resolve(all.filter((r) => !r.keptAside));
          };
        };
      }),
  );
}

/** Waits until the phone's only saved game has `count` actions, and returns it. */
export async function waitForSavedActions(
  page: Page,
  count: number,
  timeoutMs = 15_000,
): Promise<SavedSession> {
  const deadline = Date.now() + timeoutMs;
  let last: SavedSession | undefined;
  while (Date.now() < deadline) {
    const all = await readSavedSessions(page);
    last = all[0];
    if (last !== undefined && all.length === 1 && last.actions.length === count) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`the saved game did not reach ${count} actions (it has ${last?.actions.length ?? 'none'})`);
}

/** Replaces the phone's saved games (as the app stores them: a record per game and the index). */
export async function writeSavedSessions(page: Page, sessions: SavedSession[]): Promise<void> {
  await page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pocket-table');
        // the app opens its database lazily: a test may get here first and must create it as the app would
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('kv', 'readwrite');
          const kv = tx.objectStore('kv');
          kv.delete(IDBKeyRange.bound('game:', 'game:\uffff'));
          for (const s of list) kv.put(s, `game:${s.id}`);
          kv.put({ v: 2, ids: list.map((s) => s.id) }, 'games');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    sessions,
  );
}

/**
 * Moves the phone's only saved game forward in node, letting every seat act with `decide`,
 * until `until(state)` holds (or the game ends), then saves it and reopens it in the app. A
 * quick way to reach a late screen (a buy, a bonus round, the end) without tapping through.
 */
export async function advanceSavedGame<S>(
  page: Page,
  rules: AnyRulesLike<S>,
  decide: (state: S, seat: number, step: number) => { seat: number; type: string },
  until: (state: S) => boolean,
  maxSteps = 5000,
): Promise<S> {
  await page.goto(page.url().split('#')[0] + '#/', { waitUntil: 'load' });
  const [session] = await readSavedSessions(page);
  if (!session) throw new Error('no saved game to advance');
  let state = replay(rules as never, session.config, session.seed, session.actions as never) as S;
  for (let step = 0; step < maxSteps && !until(state); step++) {
    const seat = rules.actors(state)[0];
    if (seat === undefined) break;
    const action = decide(state, seat, step);
    state = rules.apply(state, action);
    session.actions.push(action);
  }
  if (!until(state)) {
    const s = state as { round?: unknown; phase?: unknown };
    throw new Error(
      `the saved game never reached the wanted state (round ${String(s.round)}, phase ${String(s.phase)}, ` +
        `${session.actions.length} actions, actors [${rules.actors(state).join(',')}])`,
    );
  }
  const finished = rules.outcome(state) !== null;
  await writeSavedSessions(page, [{ ...session, finished, updatedAt: Date.now() } as SavedSession]);
  await page.reload({ waitUntil: 'load' });
  await page.goto(page.url().split('#')[0] + `#/play/${encodeURIComponent(session.id)}`, {
    waitUntil: 'load',
  });
  return state;
}

/** The parts of a game's rules advanceSavedGame needs. */
export interface AnyRulesLike<S> {
  actors(state: S): number[];
  apply(state: S, action: { seat: number; type: string }): S;
  outcome(state: S): unknown;
}
