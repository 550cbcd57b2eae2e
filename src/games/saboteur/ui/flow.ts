// Who holds the phone and which screen comes next, from the table view plus what this phone
// has already shown (React state only, so a reload reopens at a handoff). Pure.
import type { GameEvent, PrivateResultFact, View } from '../rules/types';

export type PrivateKind = 'map' | 'inspection' | 'swap-hand' | 'new-role';

/** A private screen owed to one seat after an action (§13 items 3–6). */
export interface PrivateItem {
  id: string;
  seat: number;
  kind: PrivateKind;
  /** shown straight away to the person who just acted (no handoff in between) */
  direct: boolean;
  /** the other seat involved (inspected seat, swap partner, hat swapper) */
  other: number;
  x?: number;
  y?: number;
}

export interface Local {
  /** log entries before this index happened before this screen opened */
  mountLog: number;
  /** private items already seen */
  consumed: string[];
  /** seats that saw their role in `round` */
  rolesSeen: { round: number; seats: number[] };
  /** round summaries already acknowledged (count of rounds) */
  ackRounds: number;
}

export type Stage =
  | { kind: 'private'; item: PrivateItem }
  | { kind: 'summary'; round: number }
  | { kind: 'role'; seat: number }
  | { kind: 'turn'; seat: number }
  | { kind: 'pick'; seat: number }
  | { kind: 'theft'; seat: number }
  | { kind: 'round-end' }
  | { kind: 'wait'; seat: number }
  | { kind: 'over' };

const isAction = (e: GameEvent) =>
  e.type === 'place' || e.type === 'play' || e.type === 'pass' || e.type === 'heal';

/** Index of the current round's `round-start` entry. */
export function roundStartIndex(log: readonly GameEvent[]): number {
  for (let i = log.length - 1; i >= 0; i--) if (log[i].type === 'round-start') return i;
  return 0;
}

/** Has anybody acted in the current round yet? */
export function roundUnderway(log: readonly GameEvent[]): boolean {
  return log.slice(roundStartIndex(log)).some(isAction);
}

/** What this phone knows on opening: nothing private is owed; roles count as seen once play began. */
export function initialLocal(table: View): Local {
  const underway = roundUnderway(table.log);
  const humansSeen = underway ? table.seats.map((s) => s.seat) : [];
  const done = table.rounds.length;
  return {
    mountLog: table.log.length,
    consumed: [],
    rolesSeen: {
      round: table.round,
      seats: table.phase === 'turn' ? humansSeen : table.seats.map((s) => s.seat),
    },
    ackRounds: table.phase === 'over' || underway || done === 0 ? done : done - 1,
  };
}

/** Private screens owed (the view's `privateResults`) since the screen opened, oldest first. */
export function privateItems(
  owed: readonly PrivateResultFact[],
  from: number,
  isHuman: (seat: number) => boolean,
): PrivateItem[] {
  const out: PrivateItem[] = [];
  for (const p of owed) {
    if (p.logIndex < from || !isHuman(p.seat)) continue;
    // map, inspection and swap-hand go to the actor; new-role to the target (direct if that is the actor)
    if (p.kind !== 'new-role' && !isHuman(p.actor)) continue;
    const item: PrivateItem = {
      id: `${p.logIndex}`,
      seat: p.seat,
      kind: p.kind,
      direct: p.kind === 'new-role' ? isHuman(p.actor) && p.seat === p.actor : true,
      other: p.other,
    };
    if (p.x !== undefined) item.x = p.x;
    if (p.y !== undefined) item.y = p.y;
    out.push(item);
  }
  return out;
}

/** The humans still to see their role this round, in seat order from the round's first seat. */
export function pendingRoles(table: View, local: Local, isHuman: (seat: number) => boolean): number[] {
  if (table.phase !== 'turn') return [];
  const start = table.log[roundStartIndex(table.log)];
  const first = start && start.type === 'round-start' ? start.firstSeat : 0;
  const seen = local.rolesSeen.round === table.round ? local.rolesSeen.seats : [];
  const n = table.seats.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const s = (first + k) % n;
    if (isHuman(s) && !seen.includes(s)) out.push(s);
  }
  return out;
}

/** The screen to show now. */
export function stageOf(table: View, local: Local, isHuman: (seat: number) => boolean): Stage {
  const owed = privateItems(table.privateResults, local.mountLog, isHuman).filter(
    (p) => !local.consumed.includes(p.id),
  );
  if (owed.length) return { kind: 'private', item: owed[0] };
  if (table.rounds.length > local.ackRounds) return { kind: 'summary', round: local.ackRounds + 1 };
  if (table.phase === 'over') return { kind: 'over' };
  const actor = table.actors[0];
  if (table.phase === 'nugget-pick')
    return actor !== undefined && isHuman(actor) ? { kind: 'pick', seat: actor } : { kind: 'round-end' };
  if (table.phase === 'theft')
    return actor !== undefined && isHuman(actor) ? { kind: 'theft', seat: actor } : { kind: 'round-end' };
  const roles = pendingRoles(table, local, isHuman);
  if (roles.length) return { kind: 'role', seat: roles[0] };
  if (actor !== undefined && isHuman(actor)) return { kind: 'turn', seat: actor };
  return { kind: 'wait', seat: actor ?? 0 };
}

/**
 * The handoff that guards a stage: null for public stages and for private results shown to the
 * person who just acted. The key changes with every action, so even with only bots between two
 * turns of the same person, a fresh handoff comes up.
 */
export function guardKey(stage: Stage, table: View): string | null {
  switch (stage.kind) {
    case 'private':
      return stage.item.direct ? null : `private:${stage.item.id}`;
    case 'role':
      return `role:${table.round}:${stage.seat}`;
    case 'turn':
    case 'pick':
      return `${stage.kind}:${stage.seat}:${table.log.length}`;
    default:
      return null;
  }
}

/** The seat whose private screen this stage is, if any. */
export function privateSeat(stage: Stage): number | null {
  switch (stage.kind) {
    case 'private':
      return stage.item.seat;
    case 'role':
    case 'turn':
    case 'pick':
      return stage.seat;
    default:
      return null;
  }
}

/** Local state after the current private stage is done. */
export function afterStage(stage: Stage, table: View, local: Local): Local {
  if (stage.kind === 'private') return { ...local, consumed: [...local.consumed, stage.item.id] };
  if (stage.kind === 'role') {
    const seats = local.rolesSeen.round === table.round ? local.rolesSeen.seats : [];
    return { ...local, rolesSeen: { round: table.round, seats: [...seats, stage.seat] } };
  }
  if (stage.kind === 'summary') return { ...local, ackRounds: Math.max(local.ackRounds, stage.round) };
  return local;
}
