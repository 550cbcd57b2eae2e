// Pass-and-play: who holds the phone and when a handoff comes first. A game lists the screens
// it owes (private results, role reveals, public summaries: each acknowledged with "Done") and
// the private turn of the person to act now; this controller picks the screen, puts a handoff
// ("I am <name>") in front of every private one, holds the bots while an owed screen is up,
// and names the next holder for the "Done — hand the phone to <next>" button. Who has unlocked
// what lives in React state only, so a reload always reopens at a handoff. With a single
// person at the table (the others bots, or people on their own phones) there is nobody to hide
// from: no handoff.
import { useContext, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { useHoldBots } from '../botHold';
import { usePrivateScreen } from '../privacy';
import type { SeatInfo } from '../session';
import { Handoff } from './Handoff';
import { playsHere } from '../seatPlace';
import { UndoContext } from './undoLast';

export interface Step<T = unknown> {
  /** unique per screen; a new key means a fresh handoff (a turn's key changes after every action) */
  key: string;
  /** whose private screen; null for a public one (e.g. a round summary) */
  seat: number | null;
  /** shown straight to the person who just acted, without a handoff */
  direct?: boolean;
  /** what the game needs to render it */
  data: T;
}

interface PassAndPlayInput<T> {
  seats: readonly SeatInfo[];
  /** screens owed, oldest first; each stays until acknowledged with `done()` */
  owed: readonly Step<T>[];
  /** the private turn of the person to act, which ends with their action; null: none */
  turn: Step<T> | null;
  /** owed keys already acknowledged when the screen opened (e.g. roles seen before a reload) */
  initiallyDone?: readonly string[];
}

interface PassAndPlay<T> {
  /** the screen to show now; null: nothing owed and no person to act */
  step: Step<T> | null;
  /** true while the handoff must come before `step` */
  gated: boolean;
  /** the person confirms "I am <name>" */
  unlock(): void;
  /** the seat the phone goes to after `step` is acknowledged, if it is somebody else */
  nextHolder: number | null;
  /** "Done — hand the phone to <next>" or `fallback` (e.g. "Done") */
  doneLabel(fallback: string): string;
  /** acknowledges the current owed step */
  done(): void;
}

function humanCount(seats: readonly SeatInfo[]): number {
  return seats.filter(playsHere).length;
}

/** The pure part: which step is up, given what was acknowledged. */
export function currentStep<T>(
  owed: readonly Step<T>[],
  turn: Step<T> | null,
  acknowledged: readonly string[],
): Step<T> | null {
  return owed.find((s) => !acknowledged.includes(s.key)) ?? turn;
}

export function usePassAndPlay<T>({
  seats,
  owed,
  turn,
  initiallyDone = [],
}: PassAndPlayInput<T>): PassAndPlay<T> {
  const shell = useT();
  const [acknowledged, setAcknowledged] = useState<readonly string[]>(initiallyDone);
  const [unlocked, setUnlocked] = useState<string | null>(null);
  const step = currentStep(owed, turn, acknowledged);
  const alone = humanCount(seats) <= 1;
  const gated = !!step && step.seat !== null && !step.direct && !alone && unlocked !== step.key;
  const isOwed = !!step && step !== turn;
  useHoldBots(isOwed);

  const after = step ? currentStep(owed, turn, [...acknowledged, step.key]) : null;
  const nextHolder =
    step && after && after.seat !== null && after.seat !== step.seat && !alone ? after.seat : null;

  return {
    step,
    gated,
    unlock: () => step && setUnlocked(step.key),
    nextHolder,
    doneLabel: (fallback) =>
      nextHolder !== null
        ? shell('handTo', { name: seats[nextHolder]?.name ?? `${nextHolder + 1}` })
        : fallback,
    done: () => {
      if (!step || !isOwed) return;
      setAcknowledged((a) => [...a, step.key]);
      // the same person goes straight on (their role, then their turn); anybody else gets a handoff
      setUnlocked(after && after.seat !== null && after.seat === step.seat ? after.key : null);
    },
  };
}

interface PrivateGateProps {
  flow: Pick<PassAndPlay<unknown>, 'step' | 'gated' | 'unlock'>;
  seats: readonly SeatInfo[];
  /** what the person is about to do, on the handoff */
  purpose?: string;
  /** the public table, shown behind the handoff */
  table?: ReactNode;
  /** rendered around the handoff (e.g. a page title) */
  frame?(handoff: ReactNode): ReactNode;
  /** the private screen, shown once the person confirmed */
  children: ReactNode;
}

/** The handoff while gated, then the private screen, counted as private while it is up. */
export function PrivateGate({ flow, seats, purpose, table, frame, children }: PrivateGateProps) {
  const seat = flow.step?.seat ?? null;
  const undo = useContext(UndoContext);
  if (flow.gated && seat !== null) {
    // the person who just moved may take it back until the next person confirms (issue 23 item 10)
    const takeBack =
      undo && undo.seat !== seat
        ? { name: seats[undo.seat]?.name ?? `${undo.seat + 1}`, run: undo.run }
        : null;
    const handoff = (
      <Handoff
        // a new step is a new handoff: its "I am" waits for a fresh press again (issue 29)
        key={flow.step?.key}
        // the seat to act is one of the table's seats
        seat={seats[seat]!}
        purpose={purpose}
        table={table}
        onConfirm={() => {
          if (takeBack) undo?.end?.();
          flow.unlock();
        }}
        takeBack={takeBack}
      />
    );
    return <>{frame ? frame(handoff) : handoff}</>;
  }
  return <Private active={seat !== null}>{children}</Private>;
}

function Private({ active, children }: { active: boolean; children: ReactNode }) {
  usePrivateScreen(active);
  return <>{children}</>;
}
