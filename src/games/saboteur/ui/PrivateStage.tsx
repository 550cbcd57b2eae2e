// A seat's own screen, behind its handoff (with the public table behind that): its turn, a private
// result (what a map, an inspection or a swap showed it), its role, or its nugget pick. What was
// seen is kept, so a reload does not owe it again.
import type { SeatInfo } from '../../../kit/session';
import { PrivateGate, type usePassAndPlay } from '../../../kit/ui/passAndPlay';
import type { View } from '../rules/types';
import { rememberPrivateSeen } from './privateSeen';
import type { turnStep } from './privateSteps';
import { rememberRoleSeen } from './rolesSeen';
import { BotSays, ScreenLesson } from './ScreenLessons';
import { Header, NuggetPick, PrivateResult, RoleReveal, TableView } from './Screens';
import { useSabT } from './strings';
import { TurnScreen } from './TurnScreen';

type SabStep = NonNullable<ReturnType<typeof turnStep>>['data'];
type SeatStep = Exclude<SabStep, { kind: 'summary' }>;
type Act = Parameters<typeof TurnScreen>[0]['dispatch'];

/** The handoff before a private result says what it is (a kept one comes after a reload too). */
const PURPOSE_OF = {
  'new-role': 'purposeNewRole',
  inspection: 'purposeInspection',
  map: 'purposeMap',
  'swap-hand': 'purposeSwapHand',
} as const;

export const stepSeat = (step: SeatStep) => (step.kind === 'private' ? step.item.seat : step.seat);

/** A seat's own screen other than its turn: a private result, its role, or its nugget pick. */
function SeatScreen({
  step,
  stepKey,
  view,
  seats,
  table,
  act,
  sessionId,
  doneLabel,
  onDone,
}: {
  step: Exclude<SeatStep, { kind: 'turn' }>;
  stepKey: string;
  view: View;
  seats: SeatInfo[];
  table: View;
  act: Act;
  sessionId: string;
  doneLabel: string;
  onDone(): void;
}) {
  const seat = stepSeat(step);
  return (
    <>
      <Header view={table} seats={seats} />
      <ScreenLesson screen={step.kind} seat={seat} view={view} seats={seats} moment={stepKey} />
      {step.kind === 'private' && (
        <PrivateResult
          key={step.item.id}
          view={view}
          item={step.item}
          seats={seats}
          doneLabel={doneLabel}
          onDone={() => {
            rememberPrivateSeen(sessionId, Number(step.item.id)); // its id is the log index
            onDone();
          }}
        />
      )}
      {step.kind === 'role' && (
        <RoleReveal
          key={`role${seat}`}
          view={view}
          seats={seats}
          doneLabel={doneLabel}
          onDone={() => {
            rememberRoleSeen(sessionId, table.round, seat);
            onDone();
          }}
        />
      )}
      {step.kind === 'pick' && <NuggetPick key={stepKey} view={view} seats={seats} act={act} />}
    </>
  );
}

export function PrivateStage({
  step,
  flow,
  table,
  seats,
  viewFor,
  act,
  full,
  onFull,
  sessionId,
  doneLabel,
}: {
  step: SeatStep;
  flow: ReturnType<typeof usePassAndPlay<SabStep>>;
  table: View;
  seats: SeatInfo[];
  viewFor(seat: number): View;
  act: Act;
  full: boolean;
  onFull(full: boolean): void;
  sessionId: string;
  doneLabel: string;
}) {
  const t = useSabT();
  const purpose =
    step.kind === 'role'
      ? t('purposeRole', { round: table.round })
      : step.kind === 'pick'
        ? t('purposePick')
        : step.kind === 'private'
          ? t(PURPOSE_OF[step.item.kind])
          : t('purposeTurn');
  const seat = stepSeat(step);
  const key = flow.step?.key ?? '';
  const header = <Header view={table} seats={seats} />;
  const view = viewFor(seat);
  return (
    <PrivateGate
      flow={flow}
      seats={seats}
      purpose={purpose}
      table={<TableView view={table} seats={seats} />}
      frame={(handoff) => (
        <>
          {header}
          {handoff}
        </>
      )}
    >
      {step.kind === 'turn' ? (
        <TurnScreen
          key={key}
          view={view}
          seats={seats}
          dispatch={act}
          header={header}
          full={full}
          onFull={onFull}
          lesson={
            <>
              <ScreenLesson screen="turn" seat={seat} view={view} seats={seats} moment={key} />
              <BotSays view={view} seats={seats} />
            </>
          }
        />
      ) : (
        <SeatScreen
          {...{ step, view, seats, table, act, sessionId, doneLabel }}
          stepKey={key}
          onDone={flow.done}
        />
      )}
    </PrivateGate>
  );
}
