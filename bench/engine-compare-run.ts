// The measuring half of bench/engine-compare.ts (issue 32, "Engines"): run only through it, which
// bundles this file with the other engine in production mode. Random 4-player Saboteur games on
// both engines, alternately in one process; µs of CPU per action, the least of 7 rounds of 20 games.
import { rules as sabRules } from '../src/games/saboteur/rules';
import { createRng, nextInt, type Rng } from '../src/kit/random';
import { FREEZE_STATES } from '../src/kit/reducer';
import type { AnyRules, SeatAction } from '../src/kit/rules';
import { Game, Player } from 'saboteur-engine-under-test';
import {
  bottomFinishPosition,
  middleFinishPosition,
  topFinishPosition,
} from 'saboteur-engine-under-test/src/models/board';
import Position from 'saboteur-engine-under-test/src/models/position';
import canCardsConnect from 'saboteur-engine-under-test/src/utils/can-cards-connect';
import { DeadendCard, PassageCard, TunnelCard } from 'saboteur-engine-under-test/src/models/cards/path-cards';
import {
  BreakActionCard,
  MapActionCard,
  RockfallActionCard,
  ToolActionCard,
} from 'saboteur-engine-under-test/src/models/cards/action-cards';

const ROUNDS = 7;
const GAMES = 20;
const PLAYERS = 4;
const MAX_ACTIONS = 20_000;
/** LISTING=1: after the figures, as many rounds again with the listing of legal moves timed apart
 * (wall clock, performance.now, around each listing and each round): its share of the time. */
let timeListing = false;
let listingMs = 0;
function listed<T>(list: () => T): T {
  if (!timeListing) return list();
  const t = performance.now();
  const r = list();
  listingMs += performance.now() - t;
  return r;
}

// ---- ours: the random player of bench/per-action.bench.ts ----

const ourRules = sabRules as AnyRules;
const ourConfig = { mode: 'classic', players: PLAYERS, firstPlayer: 0 };

/** One random game on our engine: the seat to act lists its legal actions and takes one at random. */
function ourGame(seed: number): number {
  const rng = createRng(seed);
  let s = ourRules.setup(ourConfig, seed);
  let n = 0;
  for (;;) {
    const actors = ourRules.actors(s) as number[];
    if (!actors.length || n > MAX_ACTIONS) return n;
    const seat = actors[nextInt(rng, actors.length)]!;
    const legal = listed(() => ourRules.legalActions(s, seat) as SeatAction[]);
    s = ourRules.apply(s, legal[nextInt(rng, legal.length)]);
    n++;
  }
}

// ---- theirs: the same player over the other engine's own checks ----

/** What this file uses of the other engine's objects (its classes, typed by hand). */
interface OPos {
  x: number;
  y: number;
}
interface OCard {
  id: string;
  appliesTo: string[];
  rotate(): boolean;
}
interface OPlayer {
  getHand(): OCard[];
  getTools(): Record<string, boolean>;
}
interface OBoard {
  getAvailablePositions(): OPos[];
  getAdjacentCards(p: OPos): (OCard | undefined)[];
  toJSON(): { grid: Record<string, OCard> };
}
interface OGame {
  addPlayer(p: OPlayer): void;
  start(): void;
  isFinished(): boolean;
  getActivePlayer(): OPlayer | undefined;
  playCard(p: OPlayer, cardId: string, parameters: unknown): void;
  discardCard(p: OPlayer, cardId?: string): void;
}

type OMove =
  | { kind: 'path'; card: OCard; position: OPos; rotated: boolean }
  | { kind: 'tool'; card: OCard; target: OPlayer; tool: string }
  | { kind: 'board'; card: OCard; position: OPos }
  | { kind: 'discard'; card: OCard | null };

const finishPositions: OPos[] = [topFinishPosition, middleFinishPosition, bottomFinishPosition];

interface Cell {
  position: OPos;
  adjacent: (OCard | undefined)[];
}

/** The board's available positions and their four neighbours: read once per listing, for every
 * tunnel card in the hand (the engine's Board.getAvailablePositions and getAdjacentCards). */
function frontier(board: OBoard): Cell[] {
  return board.getAvailablePositions().map((position) => ({
    position,
    adjacent: board.getAdjacentCards(position),
  }));
}

/** Where a tunnel card fits, as the engine's Board.addCard checks it: an available position whose
 * four neighbours each connect (canCardsConnect), the card as dealt or turned (PathCard.rotate). */
function pathMoves(cells: Cell[], card: OCard, out: OMove[]): void {
  for (const { position, adjacent } of cells) {
    for (const rotated of [false, true]) {
      if (rotated) card.rotate();
      const fits = adjacent.every((a, i) => canCardsConnect(i + 1, a, card));
      if (rotated) card.rotate();
      if (fits) out.push({ kind: 'path', card, position, rotated });
    }
  }
}

/** Every legal move of the player to act, as the engine's playCard/discardCard accept them. */
function theirLegal(board: OBoard, players: OPlayer[], p: OPlayer): OMove[] {
  const hand = p.getHand();
  const out: OMove[] = [];
  let cells: Cell[] | null = null;
  for (const card of hand) {
    if (card instanceof TunnelCard) pathMoves((cells ??= frontier(board)), card, out);
    else if (card instanceof ToolActionCard) {
      // Player.breakTool throws on a broken tool, repairTool on a whole one
      const wantWhole = card instanceof BreakActionCard;
      for (const target of players) {
        const tools = target.getTools();
        for (const tool of card.appliesTo)
          if (tools[tool] === wantWhole) out.push({ kind: 'tool', card, target, tool });
      }
    } else if (card instanceof MapActionCard) {
      for (const position of finishPositions) out.push({ kind: 'board', card, position });
    } else if (card instanceof RockfallActionCard) {
      // Board.removeCard takes a passage or dead-end card
      const grid = board.toJSON().grid;
      for (const key of Object.keys(grid)) {
        const c = grid[key];
        if (!(c instanceof PassageCard) && !(c instanceof DeadendCard)) continue;
        const [x, y] = key.split(',').map(Number);
        out.push({ kind: 'board', card, position: new Position(x, y) });
      }
    }
    out.push({ kind: 'discard', card });
  }
  // an empty hand passes (Game.discardCard without a card)
  if (!hand.length) out.push({ kind: 'discard', card: null });
  return out;
}

function theirApply(game: OGame, p: OPlayer, m: OMove): void {
  if (m.kind === 'discard') game.discardCard(p, m.card?.id);
  else if (m.kind === 'tool') game.playCard(p, m.card.id, { player: m.target, appliedTo: m.tool });
  else {
    if (m.kind === 'path' && m.rotated) m.card.rotate();
    game.playCard(p, m.card.id, { position: m.position });
  }
}

/** One random game on the other engine (its rounds, shuffles and ids use Math.random). */
function theirGame(seed: number): number {
  const rng: Rng = createRng(seed);
  const game = new Game() as OGame;
  const players: OPlayer[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const p = new Player(`P${i + 1}`, 20 + i) as OPlayer; // ages set the play order
    players.push(p);
    game.addPlayer(p);
  }
  game.start();
  let n = 0;
  while (!game.isFinished() && n <= MAX_ACTIONS) {
    const p = game.getActivePlayer() as OPlayer;
    // the board is a private field of Game, replaced each round
    const board = (game as unknown as { board: OBoard }).board;
    const legal = listed(() => theirLegal(board, players, p));
    theirApply(game, p, legal[nextInt(rng, legal.length)]!);
    n++;
  }
  return n;
}

// ---- the measure ----

const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

interface Side {
  label: string;
  game: (seed: number) => number;
  perAction: number[];
  listingShare: number[];
  actions: number;
}

function round(side: Side, into: number[]): void {
  const t = cpu();
  let actions = 0;
  for (let g = 0; g < GAMES; g++) actions += side.game(1000 + g);
  into.push((cpu() - t) / actions);
  side.actions = actions / GAMES;
}

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const side = (label: string, game: (seed: number) => number): Side => ({
  label,
  game,
  perAction: [],
  listingShare: [],
  actions: 0,
});
const ours = side('Pocket Table (classic, 4 seats)', ourGame);
const theirs = side('saboteur-game/engine (4 players)', theirGame);
for (let r = 0; r < ROUNDS; r++)
  for (const s of r % 2 ? [theirs, ours] : [ours, theirs]) round(s, s.perAction);
if (process.env.LISTING === '1') {
  timeListing = true;
  for (let r = 0; r < ROUNDS; r++)
    for (const s of r % 2 ? [theirs, ours] : [ours, theirs]) {
      listingMs = 0;
      const t = performance.now();
      round(s, []);
      s.listingShare.push(listingMs / (performance.now() - t));
    }
  timeListing = false;
}

const lines = [
  `node ${process.version}, NODE_ENV=${process.env.NODE_ENV}, our freeze ${FREEZE_STATES ? 'on' : 'off'}`,
  `engine | µs CPU per action: least of ${ROUNDS} rounds of ${GAMES} games | median | all rounds | actions per game`,
];
for (const s of [ours, theirs])
  lines.push(
    `${s.label} | ${Math.min(...s.perAction).toFixed(1)} | ${median(s.perAction).toFixed(1)} | ${s.perAction.map((v) => v.toFixed(1)).join(' ')} | ${s.actions.toFixed(0)}`,
  );
const ratio = Math.min(...theirs.perAction) / Math.min(...ours.perAction);
lines.push(
  `ratio (theirs / ours, least): ${ratio.toFixed(1)}×; medians: ${(median(theirs.perAction) / median(ours.perAction)).toFixed(1)}×`,
);
if (ours.listingShare.length) {
  const share = (s: Side) => `${(median(s.listingShare) * 100).toFixed(0)}%`;
  lines.push(
    `listing the legal moves, share of the time (median of ${ROUNDS} rounds timed apart): ours ${share(ours)}, theirs ${share(theirs)}`,
  );
}
console.log(lines.join('\n'));
