// The Saboteur companion's game screen (companion §2): the app deals the roles and pays the gold
// while the maze and the cards stay on the table. Private screens (a role, an Inspection result, a
// new role, a nugget pick) go through the kit's pass-and-play controller, which puts a handoff in
// front of each on a shared phone; on linked phones each phone shows only its own seat, and the
// reveal reaches every phone with the same table view. Renders views only.
import { useCallback, useState } from 'react';
import type { GameScreenProps } from '../../../../kit/game';
import { playsHere } from '../../../../kit/seatPlace';
import { FinalRanking } from '../../../../kit/ui/FinalRanking';
import { PrivateGate, usePassAndPlay, type Step } from '../../../../kit/ui/passAndPlay';
import { useT } from '../../../../i18n/useT';
import type { CompanionAction, CompanionConfig, CompanionView } from '../../rules/companion/types';
import { useSabT } from '../strings';
import { Payout, TheftChoice } from './Payout';
import { PlayScreen } from './PlayScreen';
import { NuggetPick, RoleCard } from './PrivateScreens';
import { Questions } from './Questions';
import { publicActor, resultSteps, turnStep, type CompStep } from './steps';
import { LessonSpot } from '../../../../kit/ui/Lesson';
import { SAB_BOX_LESSONS } from '../../lessons/companion';
import { useCompT } from './strings';
import { BoxChecklist } from './BoxChecklist';
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
  const t = useCompT();
  const sab = useSabT();
  const shell = useT();
  const isHuman = useCallback((s: number) => playsHere(seats[s]), [seats]);
  const shared = seats.filter(playsHere).length > 1;
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
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const act = (a: CompanionAction) => {
    const err = dispatch(a);
    if (err) console.warn('saboteur companion: refused', err.code);
  };
  const here = publicActor(table, isHuman);
  const mine = seats.findIndex(playsHere);
  const step = flow.step?.data ?? null;
  // a phone of one person shows that person's own part of the payout (classic nugget values)
  const own = !shared && mine >= 0 ? viewFor(mine) : table;

  const header = (
    <header className="topbar sab-topbar">
      <div className="sab-topbar-text">
        <h1>
          {sab('title')} · {table.config.mode === 'deluxe' ? t('deluxe') : t('classic')}
        </h1>
        <p className="sab-topbar-sub num">{t('kicker', { round: table.round, rounds: table.totalRounds })}</p>
      </div>
    </header>
  );

  let body: React.ReactNode;
  if (step) {
    const purpose =
      step.kind === 'role'
        ? t('purposeRole', { round: table.round })
        : step.kind === 'look'
          ? t('purposeLook')
          : step.kind === 'inspect'
            ? t('purposeInspect')
            : step.kind === 'new-role'
              ? t('purposeNewRole')
              : t('purposePick');
    const done = () => {
      if (step.kind === 'role') act({ type: 'seen', seat: step.seat });
      else {
        if (step.kind === 'look') setLooks((l) => l.filter((x) => `look:${x.id}` !== flow.step?.key));
        flow.done();
        // the result was seen: the saved game owes it no more (issue 29 item 4)
        if (step.kind === 'inspect' || step.kind === 'new-role') act({ type: 'noted', seat: step.seat });
      }
    };
    body = (
      <PrivateGate
        flow={flow}
        seats={seats}
        purpose={purpose}
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
            onDone={done}
          />
        )}
      </PrivateGate>
    );
  } else {
    let main: React.ReactNode = null;
    switch (table.phase) {
      case 'roles': {
        const who = table.actors[0];
        main = (
          <div className="page sabc-page">
            <p className="sab-wait" role="status">
              {who !== undefined ? t('waitRole', { name: name(who) }) : ''}
            </p>
            <BoxChecklist view={table} open />
          </div>
        );
        break;
      }
      case 'play':
        main = (
          <PlayScreen
            table={table}
            seats={seats}
            here={here ?? mine}
            shared={shared}
            act={act}
            onLook={(seat) => setLooks((l) => [...l, { id: Date.now(), seat }])}
          />
        );
        break;
      case 'questions':
        main = here !== null ? <Questions table={table} seats={seats} here={here} act={act} /> : null;
        break;
      case 'pick':
        main = (
          <>
            <Payout table={own} seats={seats} here={null} act={act} />
            <p className="sab-wait" role="status">
              {table.pick ? t('picking', { name: name(table.pick.picker) }) : ''}
            </p>
          </>
        );
        break;
      case 'theft':
        // issue 30: the choice the screen asks for first, on the first screen; the payout after it
        main = (
          <>
            <TheftChoice
              table={table}
              seats={seats}
              canAct={table.theft !== null && isHuman(table.theft.thief)}
              act={act}
            />
            <Payout table={own} seats={seats} here={null} act={act} />
          </>
        );
        break;
      case 'result':
        main = <Payout table={own} seats={seats} here={here} act={act} />;
        break;
      case 'over': {
        const scores = table.final?.scores ?? [];
        main = (
          <FinalRanking
            className="sab-screen sab-final"
            ranking={table.final?.ranking ?? []}
            seats={seats}
            score={(s) => sab('gp', { count: scores[s] ?? 0 })}
            rematch={rematch}
            exit={exit}
          />
        );
        break;
      }
    }
    body = (
      <>
        {header}
        <LessonSpot
          lessons={SAB_BOX_LESSONS}
          view={table}
          seat={null}
          seats={seats}
          moment={`${table.round}:${table.phase}:${table.log.length}`}
        />
        {main}
      </>
    );
  }
  return (
    <div
      className="sab-root sabc-root"
      data-phase={table.phase}
      data-viewer={flow.gated || !step ? 'table' : step.seat}
    >
      {body}
    </div>
  );
}
