// Which private screens the Saboteur companion owes the people at the table, from the table view
// (companion §2.2, §2.3): a role look per seat every round, the result of an Inspection (to the
// inspector) and of Swap your hats (to the target), a look again on request, a nugget pick. The kit's pass-and-play controller puts a handoff in
// front of each. Pure.
import type { Step } from '../../../../kit/ui/passAndPlay';
import type { CompanionView } from '../../rules/companion/types';

export type CompStep =
  | { kind: 'role'; seat: number }
  | { kind: 'look'; seat: number }
  | { kind: 'inspect'; seat: number; target: number }
  | { kind: 'new-role'; seat: number; by: number }
  | { kind: 'pick'; seat: number };

/** Private results still owed (the saved game's `pending`, so a reload or a way home and back
 *  shows them again, behind their person's handoff: issue 29 item 4), oldest first. */
export function resultSteps(table: CompanionView, isHuman: (seat: number) => boolean): Step<CompStep>[] {
  return table.pending.flatMap((p): Step<CompStep>[] => {
    if (!isHuman(p.seat)) return [];
    return p.kind === 'inspect'
      ? [{ key: `inspect:${p.at}`, seat: p.seat, data: { kind: 'inspect', seat: p.seat, target: p.target } }]
      : [{ key: `new-role:${p.at}`, seat: p.seat, data: { kind: 'new-role', seat: p.seat, by: p.by } }];
  });
}

/** The private step of the person to act now: a role to see, a nugget card to pick. */
export function turnStep(table: CompanionView, isHuman: (seat: number) => boolean): Step<CompStep> | null {
  if (table.phase === 'roles') {
    const seat = table.actors.find(isHuman);
    if (seat === undefined) return null;
    return { key: `role:${table.round}:${seat}`, seat, data: { kind: 'role', seat } };
  }
  if (table.phase === 'pick' && table.pick && isHuman(table.pick.picker)) {
    const seat = table.pick.picker;
    return {
      key: `pick:${seat}:${table.log.length}:${table.pick.offered}`,
      seat,
      data: { kind: 'pick', seat },
    };
  }
  return null;
}

/** The seat this phone acts for on a public step: the first one of its people who may act. */
export function publicActor(table: CompanionView, isHuman: (seat: number) => boolean): number | null {
  return table.actors.find(isHuman) ?? null;
}
