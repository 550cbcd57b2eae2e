// One private screen of the Saboteur companion (companion §2.2, §2.3) behind its person's handoff:
// a role (dealt or looked at again), an Inspection result, a new role, a nugget pick, with a first
// game's lesson for that person after the handoff.
import type { ReactNode } from 'react';
import type { SeatInfo } from '../../../../kit/session';
import { LessonSpot } from '../../../../kit/ui/Lesson';
import { PrivateGate } from '../../../../kit/ui/passAndPlay';
import { useT } from '../../../../i18n/useT';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { SAB_BOX_LESSONS } from '../../lessons/companion';
import { BoxChecklist } from './BoxChecklist';
import { NuggetPick, RoleCard } from './PrivateScreens';
import type { CompStep } from './steps';
import { useCompT } from './strings';
import type { CompanionFlow } from './useCompanionSteps';

/** What the person is about to see, on the handoff. */
function purposeOf(step: CompStep, round: number, t: ReturnType<typeof useCompT>): string {
  return step.kind === 'role'
    ? t('purposeRole', { round })
    : step.kind === 'look'
      ? t('purposeLook')
      : step.kind === 'inspect'
        ? t('purposeInspect')
        : step.kind === 'new-role'
          ? t('purposeNewRole')
          : t('purposePick');
}

interface PrivateStepProps {
  step: CompStep;
  flow: CompanionFlow;
  table: CompanionView;
  viewFor(seat: number): CompanionView;
  seats: SeatInfo[];
  header: ReactNode;
  act(a: CompanionAction): void;
  onDone(): void;
}

export function PrivateStep({ step, flow, table, viewFor, seats, header, act, onDone }: PrivateStepProps) {
  const t = useCompT();
  const shell = useT();
  return (
    <PrivateGate
      flow={flow}
      seats={seats}
      purpose={purposeOf(step, table.round, t)}
      frame={(h) => (
        <>
          {header}
          {h}
          {/* issue 30: while the phone goes round for the roles, the table lays out the box */}
          {step.kind === 'role' && (
            <div className="page sabc-page">
              <BoxChecklist view={table} open={table.seen.every((s) => !s)} />
            </div>
          )}
        </>
      )}
    >
      {header}
      {/* a first game's lesson for this person (issue 34), after the handoff */}
      <LessonSpot
        lessons={SAB_BOX_LESSONS}
        view={viewFor(step.seat)}
        seat={step.seat}
        seats={seats}
        moment={flow.step?.key ?? ''}
      />
      {step.kind === 'pick' ? (
        <NuggetPick
          view={viewFor(step.seat)}
          onPick={(value) => act({ type: 'pick', seat: step.seat, value })}
        />
      ) : (
        <RoleCard
          key={flow.step?.key}
          view={viewFor(step.seat)}
          seats={seats}
          step={step}
          doneLabel={
            step.kind === 'role' || step.kind === 'look' ? t('gotIt') : flow.doneLabel(shell('done'))
          }
          onDone={onDone}
        />
      )}
    </PrivateGate>
  );
}
