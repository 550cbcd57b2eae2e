// The Saboteur companion's public screen for the phase (companion §2): the roles going round, the
// round's play, the questions at its end, the payout (a nugget pick, a theft) and the final ranking.
import type { SeatInfo } from '../../../../kit/session';
import { FinalRanking } from '../../../../kit/ui/FinalRanking';
import type { CompanionAction, CompanionView } from '../../rules/companion/types';
import { useSabT } from '../strings';
import { BoxChecklist } from './BoxChecklist';
import { Payout, TheftChoice } from './Payout';
import { PlayScreen } from './PlayScreen';
import { Questions } from './Questions';
import { useCompT } from './strings';

interface PhaseScreenProps {
  table: CompanionView;
  /** the payout as this phone shows it (a phone of one person: that person's own part) */
  own: CompanionView;
  seats: SeatInfo[];
  /** the seat this phone acts for on a public step, if any */
  here: number | null;
  /** the first seat that plays on this phone */
  mine: number;
  shared: boolean;
  isHuman(seat: number): boolean;
  act(a: CompanionAction): void;
  onLook(seat: number): void;
  rematch: (() => void) | null;
  exit(): void;
}

const seatName = (seats: SeatInfo[], s: number) => seats[s]?.name ?? `${s + 1}`;

/** The roles go round the table; meanwhile the table lays out the box. */
function RolesWait({ table, seats }: { table: CompanionView; seats: SeatInfo[] }) {
  const t = useCompT();
  const who = table.actors[0];
  return (
    <div className="page sabc-page">
      <p className="sab-wait" role="status">
        {who !== undefined ? t('waitRole', { name: seatName(seats, who) }) : ''}
      </p>
      <BoxChecklist view={table} open />
    </div>
  );
}

/** Somebody picks a nugget card: the payout so far and who is picking. */
function PickWait({ table, own, seats, act }: Pick<PhaseScreenProps, 'table' | 'own' | 'seats' | 'act'>) {
  const t = useCompT();
  return (
    <>
      <Payout table={own} seats={seats} here={null} act={act} />
      <p className="sab-wait" role="status">
        {table.pick ? t('picking', { name: seatName(seats, table.pick.picker) }) : ''}
      </p>
    </>
  );
}

function Final({
  table,
  seats,
  rematch,
  exit,
}: Pick<PhaseScreenProps, 'table' | 'seats' | 'rematch' | 'exit'>) {
  const sab = useSabT();
  const scores = table.final?.scores ?? [];
  return (
    <FinalRanking
      className="sab-screen sab-final"
      ranking={table.final?.ranking ?? []}
      seats={seats}
      score={(s) => sab('gp', { count: scores[s] ?? 0 })}
      rematch={rematch}
      exit={exit}
    />
  );
}

export function PhaseScreen(p: PhaseScreenProps) {
  const { table, own, seats, here, act } = p;
  switch (table.phase) {
    case 'roles':
      return <RolesWait table={table} seats={seats} />;
    case 'play':
      return (
        <PlayScreen
          table={table}
          seats={seats}
          here={here ?? p.mine}
          shared={p.shared}
          act={act}
          onLook={p.onLook}
        />
      );
    case 'questions':
      return here !== null ? <Questions table={table} seats={seats} here={here} act={act} /> : null;
    case 'pick':
      return <PickWait table={table} own={own} seats={seats} act={act} />;
    case 'theft':
      // issue 30: the choice the screen asks for first, on the first screen; the payout after it
      return (
        <>
          <TheftChoice
            table={table}
            seats={seats}
            canAct={table.theft !== null && p.isHuman(table.theft.thief)}
            act={act}
          />
          <Payout table={own} seats={seats} here={null} act={act} />
        </>
      );
    case 'result':
      return <Payout table={own} seats={seats} here={here} act={act} />;
    case 'over':
      return <Final table={table} seats={seats} rematch={p.rematch} exit={p.exit} />;
  }
}
