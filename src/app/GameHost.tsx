// Opens a saved session, keeps the screen awake, lets bots act, and renders the game's
// screen. A screen never sees the raw state: it gets the table's view, a way to get one
// seat's view, the seats, the config, dispatch, exit and rematch; the game's own settings come
// through GameSettingsContext.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLang, useT } from '../i18n/useT';
import { findGame } from '../games/registry';
import { freshSeed } from '../kit/random';
import { useBotHold } from '../kit/botHold';
import type { AnyScreenProps } from '../kit/game';
import type { SeatAction } from '../kit/rules';
import { GameSettingsContext, settingValue } from '../kit/gameSettings';
import { summarize } from '../kit/history';
import { FinishedGameContext } from '../kit/ui/ScoreSheetTable';
import { TakenBackContext, UndoContext, type UndoLast } from '../kit/ui/undoLast';
import { useScrollPadding } from '../kit/ui/useScrollPadding';
import { endUndoAt, undoEndedAt } from './undoEnded';
import { useBotDriver } from '../kit/useBotDriver';
import { BOT_PACE_KEY } from '../kit/botPace';
import { playsHere } from '../kit/seatPlace';
import { useWakeLock } from '../kit/wakeLock';
import { useSessions } from '../store/sessions';
import { useSettings } from '../store/settings';
import { GameMenu } from './GameMenu';
import { useLoadedGame } from './loadGame';
import { navigate } from './router';
import { TableProblem } from './TableProblem';
import { HostNetBar } from './multi/HostNetBar';
import { useHostNet } from './multi/useHostNet';
import { useGameSettingsValue } from './useGameSettingsValue';
import { LoadFailed } from './LoadFailed';
import { GameMissing } from './GameMissing';
import { ownValue } from '../kit/validate';
import { LessonsContext, type LessonsHere } from '../kit/lessonMemory';
import { useLessons } from '../store/lessons';
import { LessonsLearnt } from './LessonsLearnt';
import { gentleBots } from '../kit/gentleBots';

export function GameHost({ sessionId }: { sessionId: string }) {
  const t = useT();
  const lang = useLang();
  // the game's summary (which game, how far) until it is open; then its full record, read once
  const summary = useSessions((s) => ownValue(s.sessions, sessionId) ?? null);
  const loadedSessions = useSessions((s) => s.loaded);
  const open = useSessions((s) => (s.open?.id === sessionId ? s.open : null));
  const openFailed = useSessions((s) => s.openFailed === sessionId);
  const session = open?.session ?? null;
  const load = useLoadedGame(summary?.gameId ?? null, summary?.mode);
  const game = load.status === 'ready' ? load.game : null;
  const keepAwake = useSettings((s) => s.keepAwake);
  useScrollPadding();
  // released on every error screen: a game that cannot be played keeps nothing awake
  const awake = useWakeLock(keepAwake && !!open && !open.error && open.lock !== 'busy' && !session?.finished);

  const listed = !!summary;
  useEffect(() => {
    if (game && listed && !open && !openFailed) void useSessions.getState().openSession(sessionId, game);
  }, [game, listed, open, openFailed, sessionId]);

  useEffect(() => () => useSessions.getState().close(), [sessionId]);

  const act = useSessions((s) => s.act);
  // the open game's module, subscribed to (issue 31 item 3: not read through getState during render)
  const tableGame = useSessions((s) => s.game);
  const openGame = open ? tableGame : null;
  const botsHeld = useBotHold((s) => s.count) > 0;
  // a game with a bot pace setting (Saboteur) moves its bots at the pace people chose
  const gameId = summary?.gameId ?? null;
  const paceSetting = gameId ? findGame(gameId)?.settings.find((x) => x.key === BOT_PACE_KEY) : undefined;
  const botPace = useSettings((s) =>
    paceSetting && gameId ? settingValue(paceSetting, s.games[gameId]?.[BOT_PACE_KEY]) : undefined,
  );
  // a first game's bots play fairly but gently (issue 34 item 5): every bot at the gentlest level
  const firstGameNow = !!session?.firstGame;
  const botGame = useMemo(
    () => (openGame && firstGameNow ? { ...openGame, bots: gentleBots(openGame.bots) } : openGame),
    [openGame, firstGameNow],
  );
  useBotDriver(
    botGame,
    session,
    open?.state ?? null,
    session?.actions.length ?? 0,
    act,
    !!open?.error || open?.lock !== 'held' || botsHeld,
    botPace,
  );

  const exit = useCallback(() => navigate({ name: 'home' }), []);

  // the end screen's per-round score table (issue 23 item 8): the history entry of this game
  const finished = !!session?.finished;
  const moves = session?.actions.length ?? 0;
  const finishedEntry = useMemo(() => {
    if (!finished || !session || !openGame) return null;
    try {
      const entry = summarize(openGame.rules, openGame.summary, session);
      return entry && { entry, units: findGame(session.gameId)?.scoreUnits ?? {} };
    } catch {
      return null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a finished game changes by its moves only
  }, [finished, moves, openGame, session?.id]);

  const gameSettings = useGameSettingsValue(gameId);
  // several phones (issue 14): guests' seats are played elsewhere; the phones get their views
  const net = useHostNet(session, open?.state ?? null, openGame);
  const assignment = net?.assignment ?? null;
  // one's own last move, until the phone is handed on (issue 23 item 10): the game's undoable
  // decides; only a move of a seat played on this phone
  const lastSeat = session?.actions.at(-1)?.seat ?? -1;
  const canUndo = !!open?.canUndo;
  const undoSeats = net ? net.seatsHere : session?.seats;
  // one move only: after a take-back, the move before it was handed on long ago; and none once
  // the next person confirmed: both kept on the phone, so a reload offers nothing (issue 33 item 8)
  const [undoneTo, setUndoneTo] = useState<number | null>(null);
  // the move taken back, for its seat's screen to start from (issue 30), until the log moves on
  const [takenBack, setTakenBack] = useState<{ action: SeatAction; at: number } | null>(null);
  const moveCount = session?.actions.length ?? 0;
  const sid = session?.id ?? null;
  const ended = useMemo(() => (sid === null ? null : undoEndedAt(sid)), [sid]);
  const undoHere =
    canUndo &&
    undoneTo !== moveCount &&
    ended !== moveCount &&
    !!undoSeats?.[lastSeat] &&
    playsHere(undoSeats[lastSeat]);
  const undoLast = useMemo<UndoLast | null>(
    () =>
      undoHere && sid !== null
        ? {
            seat: lastSeat,
            run: () => {
              const last = useSessions.getState().open?.session.actions.at(-1);
              if (last) setTakenBack({ action: last, at: moveCount - 1 });
              endUndoAt(sid, moveCount - 1);
              setUndoneTo(moveCount - 1);
              useSessions.getState().undo();
            },
            end: () => {
              endUndoAt(sid, moveCount);
              setUndoneTo(moveCount);
            },
          }
        : null,
    [undoHere, lastSeat, moveCount, sid],
  );

  // a first game teaches as it goes (issue 34): who has had which lesson, by name
  const firstGame = !!session?.firstGame;
  const lessonsLoaded = useLessons((s) => s.loaded);
  useEffect(() => {
    if (firstGame) void useLessons.getState().load();
  }, [firstGame]);
  const lessonsPeople = useLessons((s) => s.people);
  const [rulesAt, setRulesAt] = useState<{ section: string; n: number } | null>(null);
  const lessons = useMemo<LessonsHere | null>(
    () =>
      firstGame && lessonsLoaded && gameId
        ? {
            gameId,
            had: (name, id) => useLessons.getState().had(name, gameId, id),
            mark: (names, id, end, shown) =>
              useLessons
                .getState()
                .mark(
                  names,
                  gameId,
                  id,
                  end,
                  shown && { sessionId, section: shown.section, text: shown.text },
                ),
            openRules: (section) => setRulesAt((r) => ({ section, n: (r?.n ?? 0) + 1 })),
          }
        : null,
    // a new value when anybody's lessons change, so the screens look again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firstGame, lessonsLoaded, gameId, lessonsPeople, sessionId],
  );

  const rematch = useCallback(() => {
    if (!session || !openGame) return;
    const store = useSessions.getState();
    // the config a new game with the last game's settings gets (what holds for one game only, such
    // as a shared dice code, is the game's configFor to drop)
    const config = openGame.configFor(session.seats, session.config, 'last-game');
    const id = store.create(
      session.gameId,
      config,
      session.seats,
      freshSeed(),
      session.mode,
      session.firstGame,
    );
    // a game on several phones is played again on the same phones
    if (assignment)
      store.setPhones(id, { phoneOfSeat: [...assignment.phoneOfSeat], names: { ...assignment.names } });
    navigate({ name: 'play', sessionId: id }, true);
  }, [session, openGame, assignment]);

  const body = useMemo(() => {
    if (!loadedSessions) return <p className="page">{t('loading')}</p>;
    if (!summary) return <GameMissing sessionId={sessionId} exit={exit} />;
    if (load.status === 'error') return <LoadFailed retry={load.retry} stale={load.stale} />;
    if (openFailed) return <GameMissing sessionId={sessionId} exit={exit} unread />;
    if (!open || !openGame || !session) return <p className="page">{t('loading')}</p>;
    if (open.error || open.lock === 'busy' || open.lock === 'lost')
      return <TableProblem open={open} session={session} exit={exit} />;
    const Screen = openGame.Screen;
    const { rules } = openGame;
    const state = open.state;
    const props: AnyScreenProps = {
      table: rules.view(state, null),
      viewFor: (seat) => rules.view(state, seat),
      seats: net ? net.seatsHere : session.seats,
      config: session.config,
      sessionId: session.id,
      dispatch: act,
      exit,
      rematch,
    };
    // a finished game's last round taken back, where the game can (issue 29 item 3)
    if (openGame.reopenAt && session.finished) props.reopen = () => useSessions.getState().reopen();
    return (
      <GameSettingsContext.Provider value={gameSettings}>
        <FinishedGameContext.Provider value={finishedEntry}>
          <UndoContext.Provider value={undoLast}>
            <TakenBackContext.Provider value={takenBack?.at === moveCount ? takenBack.action : null}>
              <LessonsContext.Provider value={lessons}>
                <GameMenu
                  title={findGame(session.gameId)?.title[lang] ?? ''}
                  RulesPage={openGame.RulesPage}
                  onHome={exit}
                  rulesAt={rulesAt}
                />
                {net && (
                  <HostNetBar
                    seats={session.seats}
                    waiting={rules.actors(state)}
                    away={net.away}
                    tableDisplay={!net.seatsHere.some(playsHere)}
                    bots={Object.keys(openGame.bots)}
                    handOver={net.handOver}
                  />
                )}
                <Screen {...props} />
                {lessons && session.finished && (
                  <LessonsLearnt
                    sessionId={session.id}
                    seats={props.seats}
                    openRules={(section) => setRulesAt((r) => ({ section, n: (r?.n ?? 0) + 1 }))}
                  />
                )}
              </LessonsContext.Provider>
            </TakenBackContext.Provider>
          </UndoContext.Provider>
        </FinishedGameContext.Provider>
      </GameSettingsContext.Provider>
    );
  }, [
    loadedSessions,
    summary,
    openFailed,
    session,
    sessionId,
    load,
    open,
    openGame,
    act,
    exit,
    rematch,
    gameSettings,
    net,
    t,
    lang,
    finishedEntry,
    undoLast,
    takenBack,
    moveCount,
    lessons,
    rulesAt,
  ]);

  return (
    <div className="game-host" data-awake={awake ? 'yes' : 'no'}>
      {awake && (
        <span className="awake-indicator" title={t('awake')}>
          <span aria-hidden="true">☀</span>
          <span className="visually-hidden">{t('awake')}</span>
        </span>
      )}
      {body}
    </div>
  );
}
