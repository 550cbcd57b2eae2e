// Saboteur's game screen: the screens owed (privateSteps.ts) go through the kit's pass-and-play
// controller, which puts a handoff in front of every private one; renders views only: the table view on public screens, the seat's own
// view after that seat confirmed the handoff. Who has unlocked lives in React state only, so a
// reload reopens at the handoff.
import { useCallback, useContext, useMemo, useState } from 'react';
import type { GameScreenProps } from '../../../kit/game';
import { playsHere } from '../../../kit/seatPlace';
import { PrivateGate, usePassAndPlay } from '../../../kit/ui/passAndPlay';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { useLang, useT } from '../../../i18n/useT';
import type { Action, Config, View } from '../rules/types';
import { initialMount, owedSteps, publicStage, turnStep, type Mount } from './privateSteps';
import { readPrivateSeen, rememberPrivateSeen } from './privateSeen';
import { readRolesSeen, rememberRoleSeen } from './rolesSeen';
import {
  FinalScreen,
  Header,
  NuggetPick,
  PrivateResult,
  RoleReveal,
  RoundEnd,
  TableView,
  TheftChoice,
} from './Screens';
import { BotWait } from './BotWait';
import { RoundEndNext } from './RoundEnd';
import { useSabT } from './strings';
import { TurnScreen } from './TurnScreen';
import { eventWords } from './words';
import './saboteur.css';
import { LessonSpot } from '../../../kit/ui/Lesson';
import { SAB_SCREEN_LESSONS } from '../lessons';
import { botLine } from '../lessons/botSays';
import { LessonsContext } from '../../../kit/lessonMemory';
import { isBot } from '../../../kit/botSeat';

/** The handoff before a private result says what it is (a kept one comes after a reload too). */
const PURPOSE_OF = {
  'new-role': 'purposeNewRole',
  inspection: 'purposeInspection',
  map: 'purposeMap',
  'swap-hand': 'purposeSwapHand',
} as const;

export function SaboteurScreen({
  table,
  viewFor: viewOfSeat,
  seats,
  dispatch,
  exit,
  rematch,
  sessionId,
}: GameScreenProps<Config, Action, View>) {
  const t = useSabT();
  const shell = useT();
  const isHuman = useCallback((s: number) => playsHere(seats[s]), [seats]);
  // a seat's view, worked out once per table state (issue 31 item 3): the turn screen, its lesson and
  // the bot's line read the same object, and a render that did not change the state reuses it
  const viewFor = useMemo(() => {
    const made = new Map<number, View>();
    return (seat: number): View => {
      let v = made.get(seat);
      if (!v) made.set(seat, (v = viewOfSeat(seat)));
      return v;
    };
  }, [viewOfSeat]);
  const [mount] = useState<Mount>(() =>
    initialMount(table, readRolesSeen(sessionId), readPrivateSeen(sessionId)),
  );
  // the full-screen board stays on from one turn to the next once somebody chose it
  const [fullBoard, setFullBoard] = useState(false);
  const flow = usePassAndPlay({
    seats,
    owed: owedSteps(table, mount, isHuman),
    turn: turnStep(table, isHuman),
  });
  const step = flow.step?.data ?? null;
  const pub = publicStage(table, isHuman);
  const stageKind = step ? step.kind : pub;
  const name = (s: number) => seats[s]?.name ?? `${s + 1}`;
  const doneLabel = flow.doneLabel(shell('done'));
  const act = (a: Action) => {
    const err = dispatch(a);
    if (err) console.warn('saboteur: refused', err.code);
    return err;
  };

  const announce = useMemo(() => {
    const last = table.log[table.log.length - 1];
    const what = last ? eventWords(t, last, name, table.config.mode) : '';
    const who =
      table.current !== null && table.phase === 'turn' ? t('liveTurn', { name: name(table.current) }) : '';
    return `${what} ${who}`.trim();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table.log.length, table.current, t]);

  const header = <Header view={table} seats={seats} />;
  // a first game's lessons (issue 34): a seat's on its own screen, the table's on the shared one
  const lessonFor = (
    screen: keyof typeof SAB_SCREEN_LESSONS,
    seat: number | null,
    view: View,
    moment: string,
  ) => (
    <LessonSpot lessons={SAB_SCREEN_LESSONS[screen]} view={view} seat={seat} seats={seats} moment={moment} />
  );
  // a first game's bots say why, on the next person's turn (issue 34 item 5)
  const teaching = useContext(LessonsContext) !== null;
  const lang = useLang();
  const botSays = (view: View) => {
    const line = teaching
      ? botLine(view.log.slice(view.sinceLastTurn ?? view.log.length), (s) => isBot(seats[s]), {
          lang,
          seat: view.viewer,
          name,
        })
      : null;
    return line ? (
      <p className="lesson-bot" role="status">
        {line}
      </p>
    ) : null;
  };
  const tableLesson = lessonFor('table', null, table, `${table.round}:${table.phase}:${table.log.length}`);
  let body: React.ReactNode;
  let viewer: number | null = null;

  if (step && step.kind !== 'summary') {
    const purpose =
      step.kind === 'role'
        ? t('purposeRole', { round: table.round })
        : step.kind === 'pick'
          ? t('purposePick')
          : step.kind === 'private'
            ? t(PURPOSE_OF[step.item.kind])
            : t('purposeTurn');
    const seat = step.kind === 'private' ? step.item.seat : step.seat;
    viewer = flow.gated ? null : seat;
    const key = flow.step?.key ?? '';
    body = (
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
            view={viewFor(seat)}
            seats={seats}
            dispatch={act}
            header={header}
            full={fullBoard}
            onFull={setFullBoard}
            lesson={
              <>
                {lessonFor('turn', seat, viewFor(seat), key)}
                {botSays(viewFor(seat))}
              </>
            }
          />
        ) : (
          <>
            {header}
            {lessonFor(step.kind, seat, viewFor(seat), key)}
            {step.kind === 'private' && (
              <PrivateResult
                key={step.item.id}
                view={viewFor(seat)}
                item={step.item}
                seats={seats}
                doneLabel={doneLabel}
                onDone={() => {
                  rememberPrivateSeen(sessionId, Number(step.item.id)); // its id is the log index
                  flow.done();
                }}
              />
            )}
            {step.kind === 'role' && (
              <RoleReveal
                key={`role${seat}`}
                view={viewFor(seat)}
                seats={seats}
                doneLabel={doneLabel}
                onDone={() => {
                  rememberRoleSeen(sessionId, table.round, seat);
                  flow.done();
                }}
              />
            )}
            {step.kind === 'pick' && <NuggetPick key={key} view={viewFor(seat)} seats={seats} act={act} />}
          </>
        )}
      </PrivateGate>
    );
  } else if (step?.kind === 'summary') {
    const summary =
      table.rounds.find((r) => r.round === step.round) ?? table.rounds[table.rounds.length - 1]!; // a summary step follows a round
    const last = step.round >= table.totalRounds || table.phase === 'over';
    body = (
      <>
        <Header view={table} seats={seats} round={summary.round} />
        {lessonFor('table', null, table, `summary:${step.round}`)}
        <RoundEnd
          view={table}
          seats={seats}
          summary={summary}
          footer={
            <RoundEndNext
              round={step.round}
              label={last ? t('seeResults') : t('nextRound', { round: step.round + 1 })}
              onNext={flow.done}
            />
          }
        />
      </>
    );
  } else if (pub === 'theft') {
    body = (
      <>
        {header}
        {tableLesson}
        <TheftChoice view={table} seats={seats} thief={table.actors[0] ?? 0} act={act} />
      </>
    );
  } else if (pub === 'round-end') {
    const who = table.actors[0];
    body = (
      <>
        {header}
        {tableLesson}
        {table.lastRound && (
          <RoundEnd
            view={table}
            seats={seats}
            summary={table.lastRound}
            footer={
              <div className="bottom-bar">
                <p className="sab-wait" role="status">
                  {who !== undefined ? t('picking', { name: name(who) }) : ''}
                </p>
              </div>
            }
          />
        )}
      </>
    );
  } else if (pub === 'over') {
    body = (
      <>
        {header}
        {tableLesson}
        <FinalScreen view={table} seats={seats} rematch={rematch} exit={exit} />
      </>
    );
  } else {
    body = (
      <>
        {header}
        <TableView view={table} seats={seats}>
          <BotWait name={name(table.actors[0] ?? 0)} />
        </TableView>
      </>
    );
  }

  return (
    <div className="sab-root" data-stage={stageKind} data-viewer={viewer ?? 'table'}>
      <LiveRegion message={announce} />
      {body}
    </div>
  );
}
