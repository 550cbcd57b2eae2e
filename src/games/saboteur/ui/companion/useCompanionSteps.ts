// The Saboteur companion's private screens on this phone (companion §2.2, §2.3): the results and
// role looks it owes, the turn of the person to act, and what seeing one tells the game. State
// logic only; the screens render the step it gives.
import { useCallback, useState } from 'react';
import type { SeatInfo } from '../../../../kit/session';
import { playsHere } from '../../../../kit/seatPlace';
import { usePassAndPlay, type Step } from '../../../../kit/ui/passAndPlay';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { resultSteps, turnStep, type CompStep } from './steps';

export type CompanionFlow = ReturnType<typeof usePassAndPlay<CompStep>>;

export function useCompanionSteps(
  table: CompanionView,
  seats: SeatInfo[],
  act: (a: CompanionAction) => void,
) {
  const isHuman = useCallback((s: number) => playsHere(seats[s]), [seats]);
  const [looks, setLooks] = useState<{ id: number; seat: number }[]>([]);
  const owed: Step<CompStep>[] = [
    ...resultSteps(table, isHuman),
    ...looks.map((l) => ({
      key: `look:${l.id}`,
      seat: l.seat,
      data: { kind: 'look', seat: l.seat } as CompStep,
    })),
  ];
  const flow = usePassAndPlay({ seats, owed, turn: turnStep(table, isHuman) });
  const step = flow.step?.data ?? null;
  /** the person saw their private screen */
  const done = (step: CompStep) => {
    if (step.kind === 'role') act({ type: 'seen', seat: step.seat });
    else {
      if (step.kind === 'look') setLooks((l) => l.filter((x) => `look:${x.id}` !== flow.step?.key));
      flow.done();
      // the result was seen: the saved game owes it no more (issue 29 item 4)
      if (step.kind === 'inspect' || step.kind === 'new-role') act({ type: 'noted', seat: step.seat });
    }
  };
  /** a person asks to see their role again */
  const look = (seat: number) => setLooks((l) => [...l, { id: Date.now(), seat }]);
  return { isHuman, flow, step, done, look };
}
