// Saboteur pieces shared by the Saboteur browser tests (accessibility, keyboard, text size,
// hidden information):
// - open a Saboteur game with a chosen seed and a chosen action log, written straight into the
//   phone's saved games, so a test reaches a screen (a hand holding a Map, a broken tool to heal,
//   the nugget pick, the final ranking) without tapping through a whole round;
// - work out, from the real engine state and the view the current viewer is entitled to, the
//   display strings of other seats' private data that must not be in the page (§13).
import type { Page } from 'playwright-core';
import { replay } from '../../src/kit/session';
import { rules } from '../../src/games/saboteur/rules/index';
import type { Action, State, View } from '../../src/games/saboteur/rules/types';
import { saboteurStrings } from '../../src/games/saboteur/ui/strings';
import { cardKey } from '../../src/games/saboteur/ui/words';
import { readSavedSessions, writeSavedSessions, type SavedSession } from './privacy';
import { BASE } from './browser';

export type Lang = 'ru' | 'en';
export type Dict = Record<string, unknown>;

/** The UI's own translator, in node: same dictionary, `{name}` placeholders filled in. */
export function translator(lang: Lang) {
  const dict = saboteurStrings[lang] as unknown as Dict;
  return (key: string, params: Record<string, string | number> = {}): string => {
    const raw = dict[key];
    const text =
      typeof raw === 'string'
        ? raw
        : raw && typeof raw === 'object'
          ? String((raw as Record<string, string>).other ?? '')
          : key;
    return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
  };
}

export interface SeatSpec {
  name: string;
  /** 'person' (default) or a bot level */
  who?: string;
}

export interface GameSpec {
  mode: 'classic' | 'deluxe';
  seats: SeatSpec[];
  seed: number;
  actions?: Action[];
}

/** Replays a game spec in node. */
export function stateOf(spec: Pick<GameSpec, 'mode' | 'seats' | 'seed'>, actions: readonly Action[]): State {
  return replay(
    rules as never,
    { mode: spec.mode, players: spec.seats.length, firstPlayer: 0 },
    spec.seed,
    actions as never,
  ) as unknown as State;
}

const SESSION_ID = 'sab-a11y-test';

/**
 * Puts a Saboteur game (seats, seed, actions) on the phone as its only saved game and opens it.
 * The app replays the log like any resumed game, so it opens at a handoff or a public screen.
 */
export async function openGame(page: Page, spec: GameSpec): Promise<void> {
  if (!page.url().startsWith(BASE)) {
    await page.goto(BASE + '/#/', { waitUntil: 'load' });
    await page.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
  }
  const state = stateOf(spec, spec.actions ?? []);
  const session: SavedSession & Record<string, unknown> = {
    version: 1,
    id: SESSION_ID,
    gameId: 'saboteur',
    config: { mode: spec.mode, players: spec.seats.length, firstPlayer: 0 },
    seed: spec.seed,
    actions: (spec.actions ?? []) as SavedSession['actions'],
    seats: spec.seats.map((s, i) => ({
      name: s.name,
      colour: i % 8,
      who: s.who ?? 'person',
      where: 'this-phone',
    })),
    createdAt: Date.now(),
    updatedAt: Date.now(),
    finished: rules.outcome(state) !== null,
  };
  await writeSavedSessions(page, [session]);
  // a new game under the reused SESSION_ID: the tab's memory of the last one (who saw a role
  // this round, ui/rolesSeen.ts) belongs to that game, as a new tab would have none
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(BASE + '/#/', { waitUntil: 'load' });
  await page.reload({ waitUntil: 'load' });
  await page.goto(`${BASE}/#/play/${SESSION_ID}`, { waitUntil: 'load' });
  await page.locator('.sab-root').waitFor({ timeout: 60_000 });
}

/** The phone's saved game replayed in node: its true state and its log. */
export async function savedState(page: Page, spec: Pick<GameSpec, 'mode' | 'seats' | 'seed'>) {
  const [session] = await readSavedSessions(page);
  if (!session) throw new Error('no saved game');
  const actions = session.actions as unknown as Action[];
  return { state: stateOf(spec, actions), actions };
}

/**
 * Plays `actions` on from the saved game in node (each chosen by `decide` on the true state)
 * until `until` holds, saves and reopens. Returns the spec with the longer log.
 */
export async function advance(
  page: Page,
  spec: GameSpec,
  decide: (state: State, seat: number) => Action,
  until: (state: State) => boolean,
  maxSteps = 4000,
): Promise<GameSpec> {
  const { actions } = await savedState(page, spec);
  let state = stateOf(spec, actions);
  const log = [...actions];
  for (let i = 0; i < maxSteps && !until(state); i++) {
    const seat = rules.actors(state)[0];
    if (seat === undefined) break;
    const a = decide(state, seat);
    state = rules.apply(state, a);
    log.push(a);
  }
  if (!until(state)) throw new Error('the game never reached the wanted state');
  const next = { ...spec, actions: log };
  await openGame(page, next);
  return next;
}

/** A plain move: the first legal pass (keeps the maze small and the game long). */
export function passFirst(state: State, seat: number): Action {
  const legal = rules.legalActions(state, seat) as Action[];
  return legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type !== 'place') ?? legal[0]!;
}

/** A quick move towards the end of the round: place a path card when possible, else pass. */
export function placeFirst(state: State, seat: number): Action {
  const legal = rules.legalActions(state, seat) as Action[];
  return legal.find((a) => a.type === 'place') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
}

// ---------------------------------------------------------------------------------------------
// What a viewer must not see (§13)

const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** Every string value in a JSON value (card ids, roles, …). */
function stringsIn(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) stringsIn(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) stringsIn(x, out);
  return out;
}

/**
 * Fixed UI text that any screen may print whoever holds the phone (title, hints, buttons): a
 * private name that is part of one of them (the English role "Saboteur" is also the game's
 * title) cannot be told apart in the page, so such a name is checked through the markers
 * below instead (the role badge class, the role's goal sentence).
 */
function publicChrome(lang: Lang): string[] {
  const dict = saboteurStrings[lang] as unknown as Dict;
  const out: string[] = [];
  for (const [k, v] of Object.entries(dict)) {
    if (
      /^(role-|goal-|path-|card-)/.test(k) ||
      /^(goldHere|stoneHere|knowsGoal|knowsRole|goalPeeked)/.test(k)
    )
      continue;
    if (typeof v === 'string') out.push(v.replace(/\{\w+\}/g, ' '));
    else if (v && typeof v === 'object') for (const s of Object.values(v)) out.push(String(s));
  }
  return out.map(fold);
}

/**
 * The strings the page must not hold while `viewer` (a seat, or null for the table) is looking,
 * given the true state: other seats' roles and inspection results, the names and ids of cards
 * only in other hands, and what a Map showed another seat. Anything the viewer's own view
 * (rules.view) legitimately contains is left out, so a card name also in the viewer's hand, on
 * the maze or in the public log is never reported.
 */
export function forbiddenFor(state: State, viewer: number | null, lang: Lang, names: string[]): string[] {
  const t = translator(lang);
  const view = rules.view(state, viewer) as View;
  const legit = stringsIn(view);
  const legitNames = new Set([...legit].map((s) => fold(t(cardKey(s)))));
  const chrome = publicChrome(lang);
  const shadowed = (s: string) =>
    [...legitNames].some((n) => n.includes(fold(s))) || chrome.some((c) => c.includes(fold(s)));
  const out = new Set<string>();
  const n = state.config.players;
  const myRole = viewer === null ? null : state.roles[viewer];
  // hands
  for (let s = 0; s < n; s++) {
    if (s === viewer) continue;
    for (const id of state.hands[s]!) {
      if (legit.has(id)) continue;
      // raw ids like "break-cart" (a plain word such as "map" is ordinary text)
      if (id.includes('-') && !shadowed(id)) out.add(id);
      const name = t(cardKey(id));
      if (!shadowed(name)) out.add(name);
    }
  }
  // roles (hidden while the round is played; the view says which ones this viewer may know)
  for (let s = 0; s < n; s++) {
    if (s === viewer || view.seats[s]!.role !== null) continue;
    const role = state.roles[s];
    // this viewer's own Inspection of that seat (still true) is its own knowledge
    if (view.me?.inspections.some((i) => i.seat === s && i.role === role)) continue;
    out.add(t('knowsRole', { name: names[s]!, role: t(`role-${role}`) }));
    if (role === myRole) continue;
    out.add(`sab-role-${role}`);
    out.add(t(`goal-${role}`));
    if (!shadowed(t(`role-${role}`))) out.add(t(`role-${role}`));
  }
  // face-down goals: only this viewer's own Map may tell what lies there
  const myMaps = viewer === null ? [] : view.me!.maps;
  for (const g of state.maze.goals) {
    if (g.revealed || myMaps.some((m) => m.x === g.x && m.y === g.y)) continue;
    const pos =
      g.x === 8 && g.y === -2
        ? t('pos-top')
        : g.x === 8 && g.y === 0
          ? t('pos-middle')
          : g.x === 8 && g.y === 2
            ? t('pos-bottom')
            : t('pos-other', { x: g.x, y: g.y });
    for (const k of ['goalPeekedGold', 'goalPeekedStone', 'mapResult']) out.add(t(k, { pos }));
    for (const what of ['goldHere', 'stoneHere']) out.add(t('knowsGoal', { pos, what: t(what) }));
    if (!legit.has(g.card)) out.add(g.card);
  }
  if (myMaps.length === 0) {
    out.add('sab-peek');
    out.add(t('goldHere'));
    out.add(t('stoneHere'));
  }
  return [...out];
}

/** Seat names shown in the strip of seats, in seat order. */
export async function seatNames(page: Page): Promise<string[]> {
  return (await page.locator('.sab-seat-name').allTextContents()).map((s) =>
    s.replace('▶', '').replace(/·.*$/, '').trim(),
  );
}
