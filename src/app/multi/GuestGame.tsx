// A guest phone plays the host's game: the same game screen, fed from what the host sent (the
// table view and this phone's own seats' views). Its actions go to the host, which applies them
// or says why not. Seats of other phones look like seats played elsewhere, so the screen shows
// no private screen of theirs; with one seat here there is no handoff (the phone is its owner's),
// with several they hand off among themselves as on one phone.
import { useMemo } from 'react';
import type { AnyScreenProps } from '../../kit/game';
import { GameSettingsContext } from '../../kit/gameSettings';
import { RuleError } from '../../kit/rules';
import { onOtherPhone } from '../../kit/seatPlace';
import { useLang, useT } from '../../i18n/useT';
import { findGame } from '../../games/registry';
import { useWakeLock } from '../../kit/wakeLock';
import { useSettings } from '../../store/settings';
import { GameMenu } from '../GameMenu';
import { useLoadedGame } from '../loadGame';
import { navigate } from '../router';
import { useGameSettingsValue } from '../useGameSettingsValue';
import { leaveHost, sendAction, takeBack, useGuest } from './netGuest';
import { TakenBackContext } from '../../kit/ui/undoLast';
import { useMultiT } from './strings';
import { WaitingBar } from './WaitingBar';
import { LoadFailed } from '../LoadFailed';
import { APP_VERSION } from '../appVersion';
import { GuestScreenBoundary } from './GuestScreenBoundary';
import { isBot } from '../../kit/botSeat';

export function GuestGame({ rejoin }: { rejoin(): void }) {
  const t = useMultiT();
  const shell = useT();
  const { game: info, state, status, refused, hostApp, tookOver, takenBack } = useGuest();
  const load = useLoadedGame(info?.gameId ?? null, info?.mode);
  const gameSettings = useGameSettingsValue(info?.gameId);
  const game = load.status === 'ready' ? load.game : null;
  const lang = useLang();
  // a guest phone has the host's menu (rules, leave the table) and stays awake too (issue 23 item 5)
  const keepAwake = useSettings((s) => s.keepAwake);
  const playing = !!state && state.waitingFor.length > 0 && status !== 'lost';
  const awake = useWakeLock(keepAwake && playing);

  const props = useMemo<AnyScreenProps | null>(() => {
    if (!info || !state) return null;
    const yours = info.yours;
    return {
      table: state.table,
      viewFor: (seat) => state.seats.find((s) => s.seat === seat)?.view ?? state.table,
      seats: info.seats.map((s, i) => (yours.includes(i) || isBot(s) ? s : onOtherPhone(s))),
      config: info.config,
      sessionId: info.sessionId,
      dispatch: (action) => {
        if (!yours.includes(action.seat)) return new RuleError('not-your-seat');
        return sendAction(action) ? null : new RuleError('no-link');
      },
      exit: () => navigate({ name: 'home' }),
      // the host starts the next game (the bar says so): no Rematch button that does nothing here
      rematch: null,
    };
  }, [info, state]);

  if (!info) return null;
  if (load.status === 'error') return <LoadFailed retry={load.retry} stale={load.stale} />;
  if (!game || !props) return <output className="page">{shell('loading')}</output>;
  const Screen = game.Screen;
  const over = game.rules && state?.waitingFor.length === 0;
  const leave = () => {
    leaveHost();
    navigate({ name: 'home' });
  };
  return (
    <div className="game-host net-guest" data-status={status} data-awake={awake ? 'yes' : 'no'}>
      {awake && (
        <span className="awake-indicator" title={shell('awake')}>
          <span aria-hidden="true">☀</span>
          <span className="visually-hidden">{shell('awake')}</span>
        </span>
      )}
      <GameMenu
        title={findGame(info.gameId)?.title[lang] ?? ''}
        RulesPage={game.RulesPage}
        onHome={leave}
        homeLabel={t('leave')}
        note={t('leaveNote')}
      />
      <WaitingBar
        seats={info.seats}
        waiting={state?.waitingFor ?? []}
        away={state?.away ?? []}
        own={info.yours}
      >
        {hostApp && hostApp !== APP_VERSION && (
          <p className="notice" role="status">
            {t('otherVersion', { host: hostApp, mine: APP_VERSION })}
          </p>
        )}
        {info.handed && (
          <p className="notice" role="status">
            {info.handed.to === 'phone'
              ? t('handedPhone', { n: info.handed.seat + 1, name: info.handed.name })
              : t(info.handed.to === 'bot' ? 'handedBot' : 'handedHost', { n: info.handed.seat + 1 })}
          </p>
        )}
        {tookOver && (
          <p className="notice" role="status">
            {t('tookOver')}
          </p>
        )}
        {state?.undo !== undefined && status === 'playing' && (
          // one's own last move, as on the host's phone (issue 30): until the host says it is too late
          <button type="button" className="btn handoff-undo" onClick={takeBack}>
            <span aria-hidden="true">↶ </span>
            {shell('undoMove', { name: info.seats[state.undo]?.name ?? `${state.undo + 1}` })}
          </button>
        )}
        {info.yours.length === 0 && <p>{t('watching')}</p>}
        {over && <p>{t('nextByHost')}</p>}
        {refused && (
          <p className="error-text" role="alert">
            {t(`refused-${refused}`)}
          </p>
        )}
      </WaitingBar>
      {(status === 'lost' || status === 'paused') && (
        <div className="banner net-lost" role="alert">
          <p>{status === 'lost' ? t('lost') : t('paused')}</p>
          {status === 'lost' && (
            <button type="button" className="btn btn-primary" onClick={rejoin}>
              {t('joinAgain')}
            </button>
          )}
          <button type="button" className="btn" onClick={leaveHost}>
            {t('leave')}
          </button>
        </div>
      )}
      <div inert={status === 'lost' || status === 'paused' ? true : undefined}>
        <GameSettingsContext.Provider value={gameSettings}>
          <GuestScreenBoundary
            resetKey={`${info.sessionId}:${state?.seq ?? -1}`}
            fallback={
              <p className="page" role="alert">
                {t('cannotShow')}
              </p>
            }
          >
            <TakenBackContext.Provider
              value={takenBack && takenBack.seq === state?.seq ? takenBack.action : null}
            >
              <Screen {...props} />
            </TakenBackContext.Provider>
          </GuestScreenBoundary>
        </GameSettingsContext.Provider>
      </div>
    </div>
  );
}
