// Issue 13 item 9: the player history must scale to 500+ saved games without reading every
// saved game when it opens. It reads one record (the finished-game entries) and derives the
// lists from it; the figures below compare 50, 500 and 2000 finished games. Also the one-off
// cost of summarising a game on its last move (one replay of its log by its rules).
// fake-indexeddb in node: compare the figures with each other, not with a phone.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { bench, describe } from 'vitest';
import { playerPage, playersOf } from '../src/app/history/derive';
import { rules as rvRules } from '../src/games/rolling-village/rules';
import { summary as rvSummary } from '../src/games/rolling-village/rules/summary';
import { rules as sabRules } from '../src/games/saboteur/rules';
import { summary as sabSummary } from '../src/games/saboteur/rules/summary';
import { rules as vpRules } from '../src/games/village-pillage/rules';
import { summary as vpSummary } from '../src/games/village-pillage/rules/summary';
import { randomBot } from '../src/kit/bots';
import { summarize, type FinishedGame, type FinishedSession, type SummarySpec } from '../src/kit/history';
import { createRng, nextInt } from '../src/kit/random';
import type { AnyRules, SeatAction } from '../src/kit/rules';
import { historyWritten, useHistory } from '../src/store/history';
import { useDb } from '../src/store/persistence';

const GAME_IDS = ['saboteur', 'village-pillage', 'rolling-village'];
const NAMES = ['Аня', 'Борис', 'Вера', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Ира', 'Костя', 'Лена', 'Миша'];

function played(
  gameId: string,
  rules: AnyRules,
  config: unknown,
  seats: number,
  seed: number,
): FinishedSession {
  const bot = randomBot(rules);
  const rng = createRng(seed);
  let state = rules.setup(config, seed);
  const actions: SeatAction[] = [];
  for (;;) {
    const actors = rules.actors(state);
    if (actors.length === 0) break;
    const a = bot.decide(state, actors[nextInt(rng, actors.length)] as number, rng);
    actions.push(a);
    state = rules.apply(state, a);
  }
  return {
    id: `${gameId}-${seed}`,
    gameId,
    config,
    seed,
    actions,
    seats: Array.from({ length: seats }, (_, i) => ({
      name: NAMES[i]!,
      colour: i % 8,
      who: 'person',
      where: 'this-phone',
    })),
    updatedAt: seed,
  };
}

const sabGame = played('saboteur', sabRules, sabRules.defaultConfig(5), 5, 1);
const vpGame = played('village-pillage', vpRules, vpRules.defaultConfig(4), 4, 2);
const rvGame = played('rolling-village', rvRules, rvRules.defaultConfig(4), 4, 3);
const templates = [
  summarize(sabRules, sabSummary as SummarySpec<unknown>, sabGame)!,
  summarize(vpRules, vpSummary as SummarySpec<unknown>, vpGame)!,
  summarize(rvRules, rvSummary as SummarySpec<unknown>, rvGame)!,
];

/** `n` finished games among twelve people, three games, names shifting from game to game. */
function entries(n: number): FinishedGame[] {
  return Array.from({ length: n }, (_, i) => {
    const t = templates[i % 3]!;
    return {
      ...t,
      id: `e${i}`,
      finishedAt: 1_700_000_000_000 + i * 60_000,
      seats: t.seats.map((s, k) => ({ ...s, name: NAMES[(i + k) % NAMES.length]! })),
    };
  });
}

async function stored(n: number): Promise<void> {
  globalThis.indexedDB = new IDBFactory();
  useDb.setState(useDb.getInitialState(), true);
  useHistory.setState(useHistory.getInitialState(), true);
  useHistory.getState().add(entries(n), true);
  await historyWritten();
}

async function openList(): Promise<void> {
  useHistory.setState(useHistory.getInitialState(), true);
  await useHistory.getState().load(GAME_IDS);
  const games = Object.values(useHistory.getState().games);
  playersOf(games, []);
  playerPage(games, [], 'аня');
}

describe('opening the player history: read the one record and derive the players list and a page', () => {
  for (const n of [50, 500, 2000])
    bench(`${n} finished games`, openList, { time: 1500, setup: () => stored(n) });
});

describe('deriving from entries already in memory', () => {
  const list = entries(500);
  bench('players list, 500 finished games', () => void playersOf(list, []), { time: 800 });
  bench('a player page, 500 finished games', () => void playerPage(list, [], 'аня'), { time: 800 });
});

describe('summarising a game on its last move (one replay of its log)', () => {
  bench(
    `Saboteur, 5 seats, ${sabGame.actions.length} moves`,
    () => void summarize(sabRules, sabSummary as SummarySpec<unknown>, sabGame),
    { time: 800 },
  );
  bench(
    `Village Pillage, 4 seats, ${vpGame.actions.length} moves`,
    () => void summarize(vpRules, vpSummary as SummarySpec<unknown>, vpGame),
    { time: 800 },
  );
  bench(
    `Rolling Village, 4 sheets, ${rvGame.actions.length} moves`,
    () => void summarize(rvRules, rvSummary as SummarySpec<unknown>, rvGame),
    { time: 800 },
  );
});
