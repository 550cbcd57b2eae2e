// The game screen: decides between the table, a handoff, one seat's private plan, the
// resolution playback, a market buy and the end, and renders views only (the table view for
// everything public, a seat's own view only after its handoff). Who has unlocked a private
// screen is React state, so a reload always reopens at a handoff.
import { useContext, useMemo, useRef, useState } from 'react';
import type { GameScreenProps } from '../../../kit/game';
import { PrivateGate, usePassAndPlay } from '../../../kit/ui/passAndPlay';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { useLang } from '../../../i18n/useT';
import { vibrate } from '../../../kit/feedback';
import { playsHere } from '../../../kit/seatPlace';
import type { Action, Config, View } from '../rules/types';
import { BardPeek } from './BardPeek';
import { BuyScreen } from './BuyScreen';
import { EndScreen } from './EndScreen';
import { PlanScreen } from './PlanScreen';
import { PlaybackPanel } from './PlaybackPanel';
import { useVpT } from './strings';
import { refusal } from './words';
import { TableView } from './TableView';
import { usePlayback } from './usePlayback';
import { useVpHelp } from './cardHelp';
import { RoundReplay, VpLogButton } from './VpLog';
import './village-pillage.css';
import { isBot } from '../../../kit/botSeat';
import { LessonSpot } from '../../../kit/ui/Lesson';
import { VP_LESSONS } from '../lessons';
import { botLine } from '../lessons/botSays';
import { LessonsContext } from '../../../kit/lessonMemory';
import type { GameEvent } from '../rules/events';

type ScreenProps = GameScreenProps<Config, Action, View>;

/** The game screen, with a past round played back over it (from the log) when asked. */
export function VillagePillageScreen(props: ScreenProps) {
  const [replay, setReplay] = useState<number | null>(null);
  return (
    <>
      <ScreenBody {...props} onReplay={setReplay} />
      {replay !== null && (
        <RoundReplay table={props.table} seats={props.seats} round={replay} onClose={() => setReplay(null)} />
      )}
    </>
  );
}

function ScreenBody(props: ScreenProps & { onReplay(round: number): void }) {
  const { table, viewFor, seats, sessionId, dispatch, onReplay } = props;
  const t = useVpT();
  const lang = useLang();
  const humans = useMemo(() => seats.map(playsHere), [seats]);
  // a Bard owner's private peek during the playback: owed until its Done; numbered so a second
  // peek by the same seat gets its own handoff
  const [peek, setPeek] = useState<{ seat: number; n: number } | null>(null);
  // the peeks asked for so far: a peek's key is never one already acknowledged (after a peek's
  // Done `peek` is null, so counting from it gave the same key again and the next ask did nothing)
  const peeks = useRef(0);
  const pb = usePlayback(sessionId, table);
  const help = useVpHelp();
  const screen = publicScreen(table, pb);
  const turnSeat =
    screen === null
      ? table.phase === 'buy'
        ? table.toAct[0]
        : table.toAct.find((s) => humans[s])
      : undefined;
  const flow = usePassAndPlay<'plan' | 'buy' | 'peek'>({
    seats,
    owed: peek ? [{ key: `peek:${peek.n}`, seat: peek.seat, data: 'peek' }] : [],
    turn:
      turnSeat !== undefined && humans[turnSeat]
        ? {
            key: `${table.phase}:${turnSeat}:${table.round}`,
            seat: turnSeat,
            data: table.phase === 'buy' ? 'buy' : 'plan',
            // a buy from the face-up market is public (§11): no handoff, the table sees it
            // (issue 23 item 7); a plan is private
            direct: table.phase === 'buy',
          }
        : null,
  });
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;
  const teaching = useContext(LessonsContext) !== null;

  // whose turn it is, announced from one live region that stays in place across screens (a
  // region inserted together with its text is often not read out)
  const buyPrice = table.pendingBuy?.price ?? 1;
  const gatedSeat = flow.gated ? (flow.step?.seat ?? null) : null;
  const announcement =
    gatedSeat === null
      ? ''
      : flow.step?.data === 'peek'
        ? `${name(gatedSeat)}: ${t('bardPeekPurpose')}`
        : flow.step?.data === 'plan'
          ? t('nextToPlan', { name: name(gatedSeat) })
          : `${name(gatedSeat)}: ${buyPrice === 0 ? t('buyPurposeFree') : t('buyPurpose', { price: t('turnips', { count: buyPrice }) })}`;
  const live = <LiveRegion message={announcement} />;
  // a handoff has no game header: the page still gets its level-one heading (the game)
  const pageTitle = <h1 className="visually-hidden">{t('title')}</h1>;

  const submit = (action: Action): string | null => {
    const err = dispatch(action);
    if (err) return refusal(err, lang);
    vibrate(20);
    return null;
  };

  // a first game's lessons (issue 34): a seat's on its own screen, the table's on the shared one
  const lessonFor = (seat: number | null, view: View, moment: string, shown: readonly GameEvent[] = []) => (
    <LessonSpot lessons={VP_LESSONS} view={{ view, shown }} seat={seat} seats={seats} moment={moment} />
  );

  const logButton = <VpLogButton table={table} seats={seats} onReplay={onReplay} />;
  const top = (
    <header className="vp-top">
      <h1 className="vp-top-title">{t('title')}</h1>
      <span className="vp-muted num">
        {table.mode === 'duel' ? `${t('duel')} · ` : ''}
        {t('round', { n: table.round })}
      </span>
      {logButton}
    </header>
  );

  const step = flow.step;
  if (step && step.seat !== null) {
    const seat = step.seat;
    const purpose =
      step.data === 'peek'
        ? t('bardPeekPurpose')
        : step.data === 'plan'
          ? t('planPurpose', { n: table.round })
          : table.pendingBuy?.price === 0
            ? t('buyPurposeFree')
            : t('buyPurpose', { price: t('turnips', { count: table.pendingBuy?.price ?? 1 }) });
    const next = table.toAct.find((s) => s !== seat && humans[s]);
    return (
      <div className="vp-screen">
        {live}
        <PrivateGate
          flow={flow}
          seats={seats}
          purpose={purpose}
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
              {pageTitle}
              <div className="vp-handoff-log">{logButton}</div>
              {handoff}
            </>
          )}
        >
          {step.data === 'peek' && (
            <BardPeek
              view={viewFor(seat)}
              seat={seat}
              seats={seats}
              done={() => {
                flow.done();
                setPeek(null);
              }}
            />
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
              lesson={lessonFor(seat, viewFor(seat), step.key)}
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
                lesson={lessonFor(seat, viewFor(seat), `${step.key}:${table.log.length}`)}
              />
            </>
          )}
        </PrivateGate>
      </div>
    );
  }

  switch (screen ?? (table.phase === 'buy' ? 'bot-buy' : 'waiting')) {
    case 'over':
      return (
        <div className="vp-screen">
          {live}
          {top}
          {lessonFor(null, table, 'over')}
          <EndScreen
            table={table}
            seats={seats}
            rematch={props.rematch}
            exit={props.exit}
            replay={pb.replay}
          />
        </div>
      );
    case 'waiting':
      return (
        <div className="vp-screen">
          {live}
          {top}
          {lessonFor(null, table, `wait:${table.round}`)}
          <TableView view={table} seats={seats} help={help} />
          {help.dialog}
          <div className="bottom-bar">
            <p className="vp-waiting" role="status">
              {table.toAct.every((s) => isBot(seats[s])) ? t('waitingBots') : t('waitingPeople')}
            </p>
          </div>
        </div>
      );
    case 'playback':
    case 'bot-buy': {
      const frames = pb.playback?.frames.slice(0, pb.index + 1) ?? [];
      // a first game's bots say why, when their card shows a rule (issue 34 item 5)
      const shown = frames.flatMap((f) => f.events);
      const botSays = teaching ? botLine(shown, (s) => isBot(seats[s]), { lang, seat: null, name }) : null;
      const drawers = [
        ...new Set(
          frames.flatMap((f) =>
            f.events.flatMap((e) => (e.kind === 'draw' && e.hidden && humans[e.seat] ? [e.seat] : [])),
          ),
        ),
      ];
      const extra =
        drawers.length > 0 ? (
          <div className="vp-bar-row">
            {drawers.map((s) => (
              <button
                key={s}
                type="button"
                className="btn"
                onClick={() => setPeek({ seat: s, n: ++peeks.current })}
              >
                {t('bardPeek', { name: name(s) })}
              </button>
            ))}
          </div>
        ) : null;
      return (
        <div className="vp-screen">
          {live}
          <PlaybackPanel
            lesson={
              <>
                {lessonFor(null, table, `pb:${table.round}:${pb.index}`, shown)}
                {botSays && (
                  <p className="lesson-bot" role="status">
                    {botSays}
                  </p>
                )}
              </>
            }
            log={<VpLogButton table={table} seats={seats} onReplay={onReplay} compact />}
            table={table}
            seats={seats}
            pb={pb}
            extra={extra}
            waiting={screen === null ? t('botChoosing', { name: name(table.toAct[0] ?? 0) }) : null}
          />
        </div>
      );
    }
  }
}

type PublicScreen = 'playback' | 'over' | 'waiting';

/** The public screen that comes before any person's turn, or null when a seat is to act. */
function publicScreen(table: View, pb: { pending: boolean; atEnd: boolean }): PublicScreen | null {
  if (table.phase === 'buy') return pb.atEnd && table.toAct.length > 0 ? null : 'playback';
  if (pb.pending) return 'playback';
  if (table.phase === 'over') return 'over';
  return null;
}
