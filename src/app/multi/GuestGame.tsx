// A guest phone plays the host's game: the same game screen, fed from what the host sent (the
// table view and this phone's own seats' views). Its actions go to the host, which applies them
// or says why not. Seats of other phones look like seats played elsewhere, so the screen shows
// no private screen of theirs; with one seat here there is no handoff (the phone is its owner's),
// with several they hand off among themselves as on one phone.
import { GameSettingsContext } from '../../kit/gameSettings';
import { useLang, useT } from '../../i18n/useT';
import { findGame } from '../../games/registry';
import { useWakeLock } from '../../kit/wakeLock';
import { useSettings } from '../../store/settings';
import { AwakeIndicator } from '../AwakeIndicator';
import { GameMenu } from '../GameMenu';
import { useLoadedGame } from '../loadGame';
import { navigate } from '../router';
import { useGameSettingsValue } from '../useGameSettingsValue';
import { leaveHost, useGuest } from './netGuest';
import { TakenBackContext } from '../../kit/ui/undoLast';
import { useMultiT } from './strings';
import { GuestWaitingBar } from './GuestWaitingBar';
import { LinkLostBanner } from './LinkLostBanner';
import { LoadFailed } from '../LoadFailed';
import { GuestScreenBoundary } from './GuestScreenBoundary';
import { useGuestScreenProps } from './useGuestScreenProps';

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
  const props = useGuestScreenProps(info, state);

  if (!info) return null;
  if (load.status === 'error') return <LoadFailed retry={load.retry} stale={load.stale} />;
  if (!game || !props) return <output className="page">{shell('loading')}</output>;
  const Screen = game.Screen;
  const over = game.rules && state?.waitingFor.length === 0;
  const leave = () => {
    leaveHost();
    navigate({ name: 'home' });
  };
  const away = status === 'lost' || status === 'paused';
  return (
    <div className="game-host net-guest" data-status={status} data-awake={awake ? 'yes' : 'no'}>
      {awake && <AwakeIndicator />}
      <GameMenu
        title={findGame(info.gameId)?.title[lang] ?? ''}
        RulesPage={game.RulesPage}
        onHome={leave}
        homeLabel={t('leave')}
        note={t('leaveNote')}
      />
      <GuestWaitingBar
        info={info}
        state={state}
        linkUp={status === 'playing'}
        refused={refused}
        hostApp={hostApp}
        tookOver={tookOver}
        over={!!over}
      />
      {away && <LinkLostBanner lost={status === 'lost'} rejoin={rejoin} />}
      <div inert={away ? true : undefined}>
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
