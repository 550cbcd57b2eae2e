// Which screens Saboteur owes the people at the table (private results, summaries, roles) and
// whose private turn it is, from the table view and what this phone knew when it opened (with what
// was seen before a reload: rolesSeen.ts, privateSeen.ts). The
// kit's pass-and-play controller (kit/ui/passAndPlay.tsx) decides handoffs and "Done". Pure.
import type { Step } from '../../../kit/ui/passAndPlay';
import type { PrivateResultFact, View } from '../rules/types';

type PrivateKind = 'map' | 'inspection' | 'swap-hand' | 'new-role';

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

/** What this phone knew when the game screen opened. */
export interface Mount {
  /** log entries before this index happened before this screen opened */
  mountLog: number;
  /** the private results (log indices) already shown to their person, kept across a reload
   *  (privateSeen.ts): a pending one not among them is owed again, behind its handoff */
  privateSeen: number[];
  /** seats that saw their role in `round` */
  rolesSeen: { round: number; seats: number[] };
  /** round summaries already acknowledged (count of rounds) */
  ackRounds: number;
}

/** What a Saboteur step renders. */
type SabStep =
  | { kind: 'private'; item: PrivateItem }
  | { kind: 'summary'; round: number }
  | { kind: 'role'; seat: number }
  | { kind: 'turn'; seat: number }
  | { kind: 'pick'; seat: number };

/**
 * What this phone knows on opening: nothing private is owed; roles count as seen once play began,
 * and before that for the seats `seen` names (kept across a reload).
 */
export function initialMount(
  table: View,
  seen: { round: number; seats: number[] } | null = null,
  privateSeen: readonly number[] = [],
): Mount {
  const underway = table.roundFacts.underway;
  // before the round's first move: those who saw their role before a reload (rolesSeen.ts)
  const humansSeen = underway
    ? table.seats.map((s) => s.seat)
    : seen && seen.round === table.round
      ? seen.seats
      : [];
  const done = table.rounds.length;
  return {
    mountLog: table.log.length,
    privateSeen: privateSeen.slice(),
    rolesSeen: {
      round: table.round,
      seats: table.phase === 'turn' ? humansSeen : table.seats.map((s) => s.seat),
    },
    ackRounds: table.phase === 'over' || underway || done === 0 ? done : done - 1,
  };
}

/**
 * Private screens owed (the view's `privateResults`), oldest first: those since the screen opened,
 * and those from before it still pending and not yet seen (the UX principles: a private result still owed is
 * shown to its person after any reload, behind their handoff: never straight away).
 */
export function privateItems(
  owed: readonly PrivateResultFact[],
  from: number,
  isHuman: (seat: number) => boolean,
  seen: readonly number[] = [],
): PrivateItem[] {
  const out: PrivateItem[] = [];
  for (const p of owed) {
    const kept = p.logIndex < from;
    if ((kept && (!p.pending || seen.includes(p.logIndex))) || !isHuman(p.seat)) continue;
    // map, inspection and swap-hand go to the actor; new-role to the target (direct if that is the actor)
    if (p.kind !== 'new-role' && !isHuman(p.actor)) continue;
    const item: PrivateItem = {
      id: `${p.logIndex}`,
      seat: p.seat,
      kind: p.kind,
      direct: kept ? false : p.kind === 'new-role' ? isHuman(p.actor) && p.seat === p.actor : true,
      other: p.other,
    };
    if (p.x !== undefined) item.x = p.x;
    if (p.y !== undefined) item.y = p.y;
    out.push(item);
  }
  return out;
}

/** The humans still to see their role this round, in seat order from the round's first seat. */
function pendingRoles(table: View, mount: Mount, isHuman: (seat: number) => boolean): number[] {
  if (table.phase !== 'turn') return [];
  const first = table.roundFacts.firstSeat;
  const seen = mount.rolesSeen.round === table.round ? mount.rolesSeen.seats : [];
  const n = table.seats.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const s = (first + k) % n;
    if (isHuman(s) && !seen.includes(s)) out.push(s);
  }
  return out;
}

/** The screens owed since this screen opened, oldest first: private results, round summaries, roles. */
export function owedSteps(table: View, mount: Mount, isHuman: (seat: number) => boolean): Step<SabStep>[] {
  const items = privateItems(table.privateResults, mount.mountLog, isHuman, mount.privateSeen);
  const out: Step<SabStep>[] = items.map((item) => ({
    key: `private:${item.id}`,
    seat: item.seat,
    direct: item.direct,
    data: { kind: 'private', item },
  }));
  for (let r = mount.ackRounds + 1; r <= table.rounds.length; r++)
    out.push({ key: `summary:${r}`, seat: null, data: { kind: 'summary', round: r } });
  for (const seat of pendingRoles(table, mount, isHuman))
    out.push({ key: `role:${table.round}:${seat}`, seat, data: { kind: 'role', seat } });
  return out;
}

/** The private turn of the person to act now (a turn or a nugget pick); null for a bot or none. */
export function turnStep(table: View, isHuman: (seat: number) => boolean): Step<SabStep> | null {
  const actor = table.actors[0];
  if (actor === undefined || !isHuman(actor)) return null;
  const kind = table.phase === 'turn' ? 'turn' : table.phase === 'nugget-pick' ? 'pick' : null;
  if (!kind) return null;
  // the key changes with every action, so even with only bots in between a fresh handoff comes up
  return { key: `${kind}:${actor}:${table.log.length}`, seat: actor, data: { kind, seat: actor } };
}

/** What the table shows when no step is up. */
type PublicStage = 'over' | 'theft' | 'round-end' | 'wait';

export function publicStage(table: View, isHuman: (seat: number) => boolean): PublicStage {
  if (table.phase === 'over') return 'over';
  const actor = table.actors[0];
  if (table.phase === 'theft' && actor !== undefined && isHuman(actor)) return 'theft';
  if (table.phase === 'theft' || table.phase === 'nugget-pick') return 'round-end';
  return 'wait';
}
