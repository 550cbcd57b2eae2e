// One seat's private turn behind its handoff: a Bard owner's peek, a plan, or a buy (a buy is
// public, shown without a handoff under the game's head). The table stays visible behind the
// handoff; the handoff has the Log button and the page's level-one heading.
import type { SeatInfo } from '../../../kit/session';
import { vibrate } from '../../../kit/feedback';
import { useLang } from '../../../i18n/useT';
import { PrivateGate } from '../../../kit/ui/passAndPlay';
import type { Step } from '../../../kit/ui/passAndPlay';
import type { GameScreenProps } from '../../../kit/game';
import type { Action, Config, View } from '../rules/types';
import { BardPeek } from './BardPeek';
import { BuyScreen } from './BuyScreen';
import { PlanScreen } from './PlanScreen';
import { useVpT } from './strings';
import { TableView } from './TableView';
import { handoffPurpose } from './turnWords';
import type { TurnFlow, TurnData } from './useTurnFlow';
import { VpLogButton } from './VpLog';
import { refusal } from './words';

interface SeatTurnProps {
  flow: TurnFlow['flow'];
  step: Step<TurnData> & { seat: number };
  table: View;
  viewFor(seat: number): View;
  seats: SeatInfo[];
  humans: readonly boolean[];
  /** the game's dispatch: what the rules refused is shown in words */
  dispatch: GameScreenProps<Config, Action, View>['dispatch'];
  /** the game's head, above a buy */
  top: React.ReactNode;
  /** the Log button */
  logButton: React.ReactNode;
  onReplay(round: number): void;
  /** a first game's lesson for `seat` at `moment` (issue 34) */
  lesson(seat: number, view: View, moment: string): React.ReactNode;
  peekDone(): void;
}

export function SeatTurn(props: SeatTurnProps) {
  const { flow, step, table, viewFor, seats, humans, top, logButton, onReplay, lesson } = props;
  const t = useVpT();
  const lang = useLang();
  const submit = (action: Action): string | null => {
    const err = props.dispatch(action);
    if (err) return refusal(err, lang);
    vibrate(20);
    return null;
  };
  const seat = step.seat;
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;
  const next = table.toAct.find((s) => s !== seat && humans[s]);
  return (
    <PrivateGate
      flow={flow}
      seats={seats}
      purpose={handoffPurpose(t, step.data, table.round, table.pendingBuy?.price ?? 1)}
      table={
        <TableView
          view={table}
          seats={seats}
          highlight={step.data === 'peek' ? undefined : seat}
          compact={step.data !== 'buy'}
        />
      }
      frame={(handoff) => (
        <>
          {/* a handoff has no game header: the page still gets its level-one heading (the game) */}
          <h1 className="visually-hidden">{t('title')}</h1>
          <div className="vp-handoff-log">{logButton}</div>
          {handoff}
        </>
      )}
    >
      {step.data === 'peek' && (
        <BardPeek view={viewFor(seat)} seat={seat} seats={seats} done={props.peekDone} />
      )}
      {step.data === 'plan' && (
        <PlanScreen
          key={`${seat}-${table.round}`}
          view={viewFor(seat)}
          seat={seat}
          seats={seats}
          nextName={next === undefined ? null : name(next)}
          submit={submit}
          log={<VpLogButton table={table} seats={seats} onReplay={onReplay} freshLastRound compact />}
          lesson={lesson(seat, viewFor(seat), step.key)}
        />
      )}
      {step.data === 'buy' && (
        <>
          {top}
          {/* a fresh screen for every buy: with no handoff between two buys, the next
              buyer must not find the last one's pick */}
          <BuyScreen
            key={`${step.key}:${table.log.length}`}
            view={viewFor(seat)}
            seat={seat}
            seats={seats}
            submit={submit}
            lesson={lesson(seat, viewFor(seat), `${step.key}:${table.log.length}`)}
          />
        </>
      )}
    </PrivateGate>
  );
}
