// The strong bot: role-aware heuristics over legalActions. It reads only its own view (§13):
// its role and hand, its Map and Inspection results, the maze and the public log. Gold-diggers
// dig toward the likely gold, repair allies and break suspects; saboteurs block, break the most
// productive diggers and rockfall the tunnel's tip, and play neutral cards while far from the gold.
import type { Bot } from '../../../kit/bots';
import { nextFloat, type Rng } from '../../../kit/random';
import { PATH_CARDS } from './cards';
import { computeReach, indexMaze, makeCell, type Cell } from './connectivity';
import * as geometry from './geometry';
import { legalActions } from './engine';
import { roleTeam } from './roles';
import type { Action, GoalSlot, Maze, Placed, Role, State, View } from './types';
import { view as viewOf } from './view';

const { cellKey, DX, DY, EDGES, opp } = geometry;

type Side = 'dig' | 'sab' | 'geo';

interface Knowledge {
  me: number;
  role: Role;
  side: Side;
  v: View;
  /** probability that each goal slot (by index in v.maze.goals) holds the gold */
  pGold: number[];
  /** suspicion per seat: > 0 leans saboteur, < 0 leans gold-digger (from this seat's point of view) */
  susp: number[];
  /** roles learnt by Inspection this round */
  known: (Role | null)[];
  /** how many progress placements each seat made this round */
  progress: number[];
}

interface Frontier {
  /** smallest Manhattan distance from an open reachable tunnel end to the target goal (0 = reached) */
  dist: number;
  /** how many open reachable ends there are at that distance */
  ends: number;
  /** expected gold reached (sum of pGold over reached face-down/revealed goals) */
  reachedGold: number;
}

function sideOf(role: Role): Side {
  if (role === 'saboteur') return 'sab';
  if (role === 'geologist') return 'geo';
  return 'dig'; // gold-digger, green, blue, boss; the profiteer wins either way and digs along
}

/** A maze for analysis built from the view: face-down goals are wildcards, so their card is irrelevant. */
function mazeFromView(v: View): Maze {
  return {
    placed: v.maze.placed,
    goals: v.maze.goals.map((g): GoalSlot => ({
      x: g.x,
      y: g.y,
      revealed: g.revealed,
      gold: g.gold === true,
      card: g.card ?? 'goal-gold',
      rotated: g.rotated,
    })),
  };
}

function learn(v: View, me: number): Knowledge {
  const role = (v.me as NonNullable<View['me']>).role;
  const n = v.config.players;
  const goals = v.maze.goals;
  // goal beliefs: revealed and mapped goals are certain; other seats' second Map hints their first was stone
  const w: number[] = goals.map((g) => (g.gold === true ? 1000 : g.gold === false ? 0 : 1));
  const lastMap: (number | null)[] = Array(n).fill(null);
  const susp: number[] = Array(n).fill(0);
  const progress: number[] = Array(n).fill(0);
  const known: (Role | null)[] = Array(n).fill(null);
  for (const i of v.me?.inspections ?? []) known[i.seat] = i.role;
  const events = v.log.filter((e) => 'round' in e && e.round === v.round);
  for (const e of events) {
    if (e.type === 'play' && e.card === 'map' && e.seat !== me) {
      const gi = goals.findIndex((g) => g.x === e.x && g.y === e.y);
      // e.seat and targetSeat are seats of the table, a map's goal is one of the goals: every
      // per-seat and per-goal array below holds them
      const prev = lastMap[e.seat]!;
      if (prev !== null && prev !== gi && goals[prev]!.gold === null) w[prev]! *= 0.4;
      lastMap[e.seat] = gi;
    }
    if (e.type === 'place') {
      const def = PATH_CARDS[e.card]!;
      if (def.deadEnd) susp[e.seat]! += 2;
      else if (e.x >= 1) progress[e.seat]!++;
    }
    if (e.type === 'play' && e.targetSeat !== undefined) {
      const t = e.targetSeat;
      const trustT = t === me ? (sideOf(role) === 'sab' ? 1 : -2) : -Math.sign(susp[t]!);
      if (e.card.startsWith('break') || e.card === 'trapped')
        susp[e.seat]! += t === e.seat ? 0 : trustT < 0 ? 2 : trustT > 0 ? -1 : 0.5;
      if (e.card.startsWith('repair') || e.card === 'free-at-last')
        susp[e.seat]! += trustT < 0 ? -1 : trustT > 0 ? 1 : 0;
    }
    if (e.type === 'play' && e.card === 'rockfall') susp[e.seat]! += 0.5;
  }
  for (let s = 0; s < n; s++) {
    if (known[s]) susp[s] = known[s] === 'saboteur' ? 10 : -10;
  }
  susp[me] = 0;
  const total = w.reduce((a, b) => a + b, 0) || 1;
  return { me, role, side: sideOf(role), v, pGold: w.map((x) => x / total), susp, known, progress };
}

function targetGoal(k: Knowledge): { x: number; y: number } {
  let best = 0;
  for (let i = 1; i < k.pGold.length; i++) {
    const g = k.v.maze.goals[i]!; // pGold runs beside the goals
    // ties go to the middle goal, the shortest way from the start
    if (
      k.pGold[i]! > k.pGold[best]! + 1e-9 ||
      (Math.abs(k.pGold[i]! - k.pGold[best]!) < 1e-9 && Math.abs(g.y) < Math.abs(k.v.maze.goals[best]!.y))
    )
      best = i;
  }
  return k.v.maze.goals[best]!;
}

/** The maze analysed once per decision; placements are evaluated incrementally on top of it. */
interface BaseBoard {
  maze: Maze;
  cells: Map<number, Cell>;
  goals: Map<number, GoalSlot>;
  reach: Map<number, number>;
}

function baseBoard(maze: Maze): BaseBoard {
  const { cells, goals } = indexMaze(maze);
  return { maze, cells, goals, reach: computeReach(cells) };
}

/** Frontier of a board whose reachable edges are `reach` plus an optional overlay. */
function frontierOf(
  b: BaseBoard,
  k: Knowledge,
  target: { x: number; y: number },
  overlay: Map<number, number> | null,
): Frontier {
  const { cells, goals, reach, maze } = b;
  let dist = 99;
  let ends = 0;
  let goalMask = 0;
  const scan = (key: number, r: number) => {
    const cell = cells.get(key) as Cell;
    for (const e of EDGES) {
      if (!(r & e)) continue;
      const x = cell.x + DX[e];
      const y = cell.y + DY[e];
      const nk = cellKey(x, y);
      if (cells.has(nk)) continue;
      const goal = goals.get(nk);
      if (goal) goalMask |= 1 << maze.goals.indexOf(goal);
      const d = Math.abs(x - target.x) + Math.abs(y - target.y);
      if (d < dist) {
        dist = d;
        ends = 1;
      } else if (d === dist) ends++;
    }
  };
  for (const [key, r] of reach) scan(key, overlay ? r | (overlay.get(key) ?? 0) : r);
  if (overlay) for (const [key, r] of overlay) if (!reach.has(key)) scan(key, r);
  maze.goals.forEach((g, i) => {
    if (g.revealed && ((reach.get(cellKey(g.x, g.y)) ?? 0) | (overlay?.get(cellKey(g.x, g.y)) ?? 0)) !== 0)
      goalMask |= 1 << i;
  });
  let reachedGold = 0;
  for (let i = 0; i < maze.goals.length; i++) if (goalMask & (1 << i)) reachedGold += k.pGold[i]!;
  return { dist, ends, reachedGold };
}

/** Frontier after laying `p` (a legal placement): only reachability it adds is computed. */
function frontierAfter(b: BaseBoard, p: Placed, k: Knowledge, target: { x: number; y: number }): Frontier {
  const key = cellKey(p.x, p.y);
  const cell = makeCell(p.x, p.y, 'placed', PATH_CARDS[p.card]!, p.rotated); // a legal placement's card
  b.cells.set(key, cell);
  const overlay = new Map<number, number>();
  const get = (kk: number) => (b.reach.get(kk) ?? 0) | (overlay.get(kk) ?? 0);
  const stack: number[] = [];
  const visit = (kk: number, g: number) => {
    if (get(kk) & g) return;
    overlay.set(kk, (overlay.get(kk) ?? 0) | g);
    stack.push(kk, g);
  };
  for (const g of cell.groups) {
    let seed = cell.def.ladder;
    for (const e of EDGES) {
      if (seed || !(g & e)) continue;
      const nk = cellKey(p.x + DX[e], p.y + DY[e]);
      const nb = b.cells.get(nk);
      const f = opp(e);
      if (nb && nb.open & f && get(nk) & f) seed = true;
    }
    if (seed) visit(key, g);
  }
  while (stack.length) {
    const g = stack.pop() as number;
    const kk = stack.pop() as number;
    const c = b.cells.get(kk) as Cell;
    for (const e of EDGES) {
      if (!(g & e)) continue;
      const nk = cellKey(c.x + DX[e], c.y + DY[e]);
      const nb = b.cells.get(nk);
      if (!nb) continue;
      const f = opp(e);
      if (!(nb.open & f)) continue;
      for (const ng of nb.groups) if (ng & f) visit(nk, ng);
    }
  }
  const out = frontierOf(b, k, target, overlay);
  b.cells.delete(key);
  return out;
}

function frontier(maze: Maze, k: Knowledge, target: { x: number; y: number }): Frontier {
  return frontierOf(baseBoard(maze), k, target, null);
}

function withPlaced(maze: Maze, p: Placed): Maze {
  return { placed: [...maze.placed, p], goals: maze.goals };
}

function withoutCell(maze: Maze, x: number, y: number): Maze {
  return { placed: maze.placed.filter((q) => q.x !== x || q.y !== y), goals: maze.goals };
}

/** How much a card in hand is worth keeping for this side (pass discards the cheapest). */
function keepValue(card: string, k: Knowledge): number {
  const def = PATH_CARDS[card];
  if (k.side === 'sab') {
    if (def) return def.deadEnd ? 3 : def.ladder ? 0.5 : 0.2;
    if (card.startsWith('break') || card === 'rockfall' || card === 'trapped') return 3;
    if (card === 'map') return k.pGold.some((p) => p >= 0.99) ? 0.1 : 1;
    return 1;
  }
  if (def) {
    if (def.crystals && k.side === 'geo') return 4;
    if (def.deadEnd) return 0;
    const edges = (def.open & 1) + ((def.open >> 1) & 1) + ((def.open >> 2) & 1) + ((def.open >> 3) & 1);
    return def.groups.length > 1 ? 1.2 : edges * 0.8;
  }
  if (card.startsWith('repair') || card === 'free-at-last') return 2.5;
  if (card === 'map') return k.pGold.some((p) => p >= 0.99) ? 0.1 : 2;
  return 1.2;
}

/** Is seat t on this bot's side (itself, a known fellow saboteur, a seat it trusts), or against it? */
const ally = (k: Knowledge, t: number) =>
  t === k.me || (k.side === 'sab' ? k.known[t] === 'saboteur' : k.susp[t]! < 1.5);
const enemy = (k: Knowledge, t: number) =>
  t !== k.me && (k.side === 'sab' ? k.known[t] !== 'saboteur' : k.susp[t]! >= 1.5);

function scoreAction(
  a: Action,
  k: Knowledge,
  board: BaseBoard,
  target: { x: number; y: number },
  base: Frontier,
): number {
  switch (a.type) {
    case 'pick-nugget':
      return a.value;
    case 'steal':
      // declining is never better for the thief (Appendix B.8), so it scores lowest
      if (a.fromSeat === null) return -1;
      return ally(k, a.fromSeat) ? 0 : 5;
    case 'place':
      return scorePlace(a, k, board, target, base);
    case 'heal': {
      const blocked = a.remove !== 'theft';
      const cost = a.discard.reduce((x, c) => x + keepValue(c, k), 0);
      return blocked ? 9 - cost : -50;
    }
    case 'pass': {
      const cost = a.discard.reduce((x, c) => x + keepValue(c, k), 0);
      return -0.5 - cost - 0.05 * a.discard.length + (a.discard.length > 1 && cost < 0.5 ? 0.3 : 0);
    }
    case 'play':
      return scorePlay(a, k, board.maze, target, base);
  }
  return 0;
}

/** A path card placed: how much nearer (or, for a saboteur, further) the gold gets, by side. */
function scorePlace(
  a: Extract<Action, { type: 'place' }>,
  k: Knowledge,
  board: BaseBoard,
  target: { x: number; y: number },
  base: Frontier,
): number {
  const side = k.side;
  const def = PATH_CARDS[a.card]!; // a legal placement's card
  const f = frontierAfter(board, { x: a.x, y: a.y, card: a.card, rotated: a.rotated }, k, target);
  const gain = base.dist - f.dist;
  const gold = f.reachedGold - base.reachedGold;
  if (side === 'geo') return def.crystals ? 20 + gain : gain * 0.5 - 1;
  if (side === 'sab') {
    const urgent = base.dist <= 5;
    let s = -12 * gain - 60 * gold + (base.ends - f.ends) * (urgent ? 4 : 1);
    if (!urgent && gain <= 0 && !def.deadEnd) s += 0.5; // hiding: look busy, do no harm
    if (!urgent && def.deadEnd) s -= 3; // too obvious far from the gold
    return s;
  }
  let s = 10 * gain + 80 * gold + 0.3 * (f.ends - base.ends) - (def.deadEnd ? 4 : 0);
  const team = roleTeam(k.role);
  if (team && def.door && def.door !== team) s -= 8; // a door of the other colour closes our way
  if (team && def.door === team) s += 1;
  return s;
}

/** An action card played: the bot's table of what each card is worth on whom, by side. */
function scorePlay(
  a: Extract<Action, { type: 'play' }>,
  k: Knowledge,
  maze: Maze,
  target: { x: number; y: number },
  base: Frontier,
): number {
  const { me, side, susp, v } = k;
  const t = a.targetSeat ?? -1;
  const card = a.card;
  const urgency = Math.max(0, 10 - base.dist);
  if (card.startsWith('repair') || card === 'free-at-last') {
    if (t === me) return 30;
    return ally(k, t) && !enemy(k, t) ? 8 + k.progress[t]! : -10;
  }
  if (card.startsWith('break') || card === 'trapped') {
    if (t === me) return -100;
    if (side === 'sab') return enemy(k, t) ? 4 + 2 * k.progress[t]! + urgency - (base.dist > 7 ? 3 : 0) : -10;
    if (side === 'geo') return -2;
    return enemy(k, t) ? 6 + susp[t]! : -8;
  }
  if (card === 'map') {
    const gi = v.maze.goals.findIndex((g) => g.x === a.x && g.y === a.y);
    if (k.pGold.some((p) => p >= 0.99)) return -5;
    return 10 * k.pGold[gi]! + (gi === 1 ? 0.5 : 0) + (side === 'dig' ? 3 : 1);
  }
  if (card === 'rockfall') {
    const f = frontier(withoutCell(maze, a.x as number, a.y as number), k, target);
    const removed = maze.placed.find((q) => q.x === a.x && q.y === a.y);
    const crystals = removed ? PATH_CARDS[removed.card]!.crystals : 0;
    if (side === 'sab') return 10 * (f.dist - base.dist) + 2 * (base.ends - f.ends) - 1;
    if (side === 'geo') return crystals ? -20 : -3;
    return 10 * (base.dist - f.dist) + (f.ends - base.ends) - 2;
  }
  if (card === 'theft') return 12;
  if (card === 'hands-off') return t === me ? -30 : ally(k, t) ? -5 : 4;
  if (card === 'inspection') return k.known[t] ? -5 : 3 + Math.abs(susp[t]!) * 0.5;
  if (card === 'swap-hats') {
    if (t === me) return side === 'geo' ? 0 : -10;
    return enemy(k, t) ? 2 + susp[t]! * 0.5 : -6;
  }
  if (card === 'swap-hand') return -3;
  return -1;
}

export function chooseStrong(state: State, seat: number, rng: Rng): Action {
  const actions = legalActions(state, seat);
  if (!actions.length) throw new Error(`saboteur: seat ${seat} has no legal action`);
  if (actions.length === 1) return actions[0]!;
  const v = viewOf(state, seat);
  const k = learn(v, seat);
  const board = baseBoard(mazeFromView(v));
  const target = targetGoal(k);
  const base = frontierOf(board, k, target, null);
  let best = actions[0]!; // actions is not empty (above)
  let bestScore = -Infinity;
  for (const a of actions) {
    // a tiny random jitter breaks ties without favouring list order
    const s = scoreAction(a, k, board, target, base) + nextFloat(rng) * 0.01;
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}

/** Strong bot: adapts to its own role (gold-digger side, saboteur, geologist). */
export const strongBot: Bot<State, Action> = { id: 'strong', decide: chooseStrong };

/** exported for tests */
export const strongBotInternals = {
  learn,
  frontier,
  frontierAfter,
  baseBoard,
  targetGoal,
  mazeFromView,
  withPlaced,
};
