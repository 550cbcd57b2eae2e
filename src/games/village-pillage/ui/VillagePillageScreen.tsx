// The game screen: decides between the table, a handoff, one seat's private plan, the
// resolution playback, a market buy and the end, and renders views only (the table view for
// everything public, a seat's own view only after its handoff). Who has unlocked a private
// screen is React state, so a reload always reopens at a handoff.
import { useMemo, useState } from 'react';
import type { GameScreenProps } from '../../../kit/game';
import { isRuleError } from '../../../kit/rules';
import { Handoff } from '../../../kit/ui/Handoff';
import { LiveRegion } from '../../../kit/ui/LiveRegion';
import { useT } from '../../../i18n/useT';
import { vibrate } from '../../../kit/feedback';
import type { Action, Config, View } from '../rules/types';
import { BardPeek } from './BardPeek';
import { BuyScreen } from './BuyScreen';
import { EndScreen } from './EndScreen';
import { decideScreen, nextPlanner } from './flow';
import { PlanScreen } from './PlanScreen';
import { PlaybackPanel } from './PlaybackPanel';
import { useVpT } from './strings';
import { TableView } from './TableView';
import { usePlayback } from './usePlayback';
import './village-pillage.css';

export function VillagePillageScreen(props: GameScreenProps<Config, Action, View>) {
  const { table, viewFor, seats, sessionId, dispatch } = props;
  const t = useVpT();
  const shell = useT();
  const humans = useMemo(() => seats.map((s) => !s.kind.startsWith('bot:')), [seats]);
  const [unlocked, setUnlocked] = useState<number | null>(null);
  const [peek, setPeek] = useState<{ seat: number; open: boolean } | null>(null);
  const pb = usePlayback(sessionId, table);
  const screen = decideScreen({
    phase: table.phase,
    toAct: table.toAct,
    humans,
    unlocked,
    playbackPending: pb.pending,
    playbackAtEnd: pb.atEnd,
  });
  const name = (s: number) => seats[s]?.name ?? `#${s + 1}`;

  // whose turn it is, announced from one live region that stays in place across screens (a
  // region inserted together with its text is often not read out)
  const buyPrice = table.pendingBuy?.price ?? 1;
  const announcement =
    peek && !peek.open
      ? `${name(peek.seat)}: ${t('bardPeekPurpose')}`
      : screen.k === 'plan-handoff'
        ? t('nextToPlan', { name: name(screen.seat) })
        : screen.k === 'buy-handoff'
          ? `${name(screen.seat)}: ${buyPrice === 0 ? t('buyPurposeFree') : t('buyPurpose', { price: t('turnips', { count: buyPrice }) })}`
          : '';
  const live = <LiveRegion message={announcement} />;
  // a handoff has no game header: the page still gets its level-one heading (the game)
  const pageTitle = <h1 className="visually-hidden">{t('title')}</h1>;

  const submit = (action: Action): string | null => {
    const err = dispatch(action);
    if (err) return isRuleError(err) ? err.message || err.code : String(err);
    vibrate(20);
    setUnlocked(null);
    return null;
  };

  const top = (
    <header className="vp-top">
      <h1 className="vp-top-title">{t('title')}</h1>
      <span className="vp-muted num">
        {table.mode === 'duel' ? `${t('duel')} · ` : ''}
        {t('round', { n: table.round })}
      </span>
      <button type="button" className="btn btn-link vp-home" onClick={props.exit}>
        {shell('home')}
      </button>
    </header>
  );

  // a Bard owner's private peek, behind its own handoff
  if (peek) {
    const seat = peek.seat;
    if (!peek.open && humans.filter(Boolean).length > 1)
      return (
        <div className="vp-screen">
          {live}
          {pageTitle}
          <Handoff
            seat={seats[seat]}
            purpose={t('bardPeekPurpose')}
            table={<TableView view={table} seats={seats} compact />}
            onConfirm={() => setPeek({ seat, open: true })}
          />
        </div>
      );
    return (
      <div className="vp-screen">
        {live}
        <BardPeek view={viewFor(seat)} seat={seat} seats={seats} done={() => setPeek(null)} />
      </div>
    );
  }

  switch (screen.k) {
    case 'plan-handoff':
      return (
        <div className="vp-screen">
          {live}
          {pageTitle}
          <Handoff
            seat={seats[screen.seat]}
            purpose={t('planPurpose', { n: table.round })}
            table={<TableView view={table} seats={seats} highlight={screen.seat} compact />}
            onConfirm={() => setUnlocked(screen.seat)}
          />
        </div>
      );
    case 'plan': {
      const next = nextPlanner(table.toAct, humans, screen.seat);
      return (
        <div className="vp-screen">
          {live}
          <PlanScreen
            key={`${screen.seat}-${table.round}`}
            view={viewFor(screen.seat)}
            seat={screen.seat}
            seats={seats}
            nextName={next === null ? null : name(next)}
            submit={submit}
          />
        </div>
      );
    }
    case 'buy-handoff':
      return (
        <div className="vp-screen">
          {live}
          {pageTitle}
          <Handoff
            seat={seats[screen.seat]}
            purpose={
              table.pendingBuy?.price === 0
                ? t('buyPurposeFree')
                : t('buyPurpose', { price: t('turnips', { count: table.pendingBuy?.price ?? 1 }) })
            }
            table={<TableView view={table} seats={seats} highlight={screen.seat} />}
            onConfirm={() => setUnlocked(screen.seat)}
          />
        </div>
      );
    case 'buy':
      return (
        <div className="vp-screen">
          {live}
          {top}
          <BuyScreen table={table} seat={screen.seat} seats={seats} submit={submit} />
        </div>
      );
    case 'over':
      return (
        <div className="vp-screen">
          {live}
          {top}
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
          <TableView view={table} seats={seats} />
          <div className="bottom-bar">
            <p className="vp-waiting" role="status">
              {t('waitingBots')}
            </p>
          </div>
        </div>
      );
    case 'playback':
    case 'bot-buy': {
      const frames = pb.playback?.frames.slice(0, pb.index + 1) ?? [];
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
              <button key={s} type="button" className="btn" onClick={() => setPeek({ seat: s, open: false })}>
                {t('bardPeek', { name: name(s) })}
              </button>
            ))}
          </div>
        ) : null;
      return (
        <div className="vp-screen">
          {live}
          <PlaybackPanel
            exit={props.exit}
            table={table}
            seats={seats}
            pb={pb}
            extra={extra}
            waiting={screen.k === 'bot-buy' ? t('botChoosing', { name: name(screen.seat) }) : null}
          />
        </div>
      );
    }
  }
}
