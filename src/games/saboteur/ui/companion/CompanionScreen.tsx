// The Saboteur companion's game screen (companion §2): the app deals the roles and pays the gold
// while the maze and the cards stay on the table. Private screens (a role, an Inspection result, a
// new role, a nugget pick) go through the kit's pass-and-play controller, which puts a handoff in
// front of each on a shared phone; on linked phones each phone shows only its own seat, and the
// reveal reaches every phone with the same table view. Renders views only.
import type { GameScreenProps } from '../../../../kit/game';
import { playsHere } from '../../../../kit/seatPlace';
import { LessonSpot } from '../../../../kit/ui/Lesson';
import type { CompanionAction, CompanionConfig, CompanionView } from '../../rules/companion/types';
import { SAB_BOX_LESSONS } from '../../lessons/companion';
import { CompanionHeader } from './CompanionHeader';
import { PhaseScreen } from './PhaseScreen';
import { PrivateStep } from './PrivateStep';
import { publicActor } from './steps';
import { useCompanionSteps } from './useCompanionSteps';
import '../saboteur.css';
import './companion.css';

export function CompanionScreen({
  table,
  viewFor,
  seats,
  dispatch,
  exit,
  rematch,
}: GameScreenProps<CompanionConfig, CompanionAction, CompanionView>) {
  const act = (a: CompanionAction) => {
    const err = dispatch(a);
    if (err) console.warn('saboteur companion: refused', err.code);
  };
  const { isHuman, flow, step, done, look } = useCompanionSteps(table, seats, act);
  const shared = seats.filter(playsHere).length > 1;
  const here = publicActor(table, isHuman);
  const mine = seats.findIndex(playsHere);
  // a phone of one person shows that person's own part of the payout (classic nugget values)
  const own = !shared && mine >= 0 ? viewFor(mine) : table;
  const header = <CompanionHeader table={table} />;
  return (
    <div
      className="sab-root sabc-root"
      data-phase={table.phase}
      data-viewer={flow.gated || !step ? 'table' : step.seat}
    >
      {step ? (
        <PrivateStep
          step={step}
          flow={flow}
          table={table}
          viewFor={viewFor}
          seats={seats}
          header={header}
          act={act}
          onDone={() => done(step)}
        />
      ) : (
        <>
          {header}
          <LessonSpot
            lessons={SAB_BOX_LESSONS}
            view={table}
            seat={null}
            seats={seats}
            moment={`${table.round}:${table.phase}:${table.log.length}`}
          />
          <PhaseScreen
            table={table}
            own={own}
            seats={seats}
            here={here}
            mine={mine}
            shared={shared}
            isHuman={isHuman}
            act={act}
            onLook={look}
            rematch={rematch}
            exit={exit}
          />
        </>
      )}
    </div>
  );
}
