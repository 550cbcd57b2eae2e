// A guest phone's bar above the game: whom the game waits for (WaitingBar) and what this phone is
// told: the host's other app version, a seat handed on, another phone taking this one's place, the
// take-back of one's own last move, watching only, the host starting the next game, a refusal.
import { useT } from '../../i18n/useT';
import type { HostMessage, RefuseReason } from '../../kit/net/protocol';
import { APP_VERSION } from '../appVersion';
import { takeBack } from './netGuest';
import { useMultiT } from './strings';
import { WaitingBar } from './WaitingBar';

export function GuestWaitingBar({
  info,
  state,
  linkUp,
  refused,
  hostApp,
  tookOver,
  over,
}: {
  info: Extract<HostMessage, { t: 'game' }>;
  state: Extract<HostMessage, { t: 'state' }> | null;
  /** the host is playing with this phone now (not linking, paused or lost) */
  linkUp: boolean;
  refused: RefuseReason | null;
  hostApp: string;
  tookOver: boolean;
  /** the game is over: the host starts the next one */
  over: boolean;
}) {
  const t = useMultiT();
  const shell = useT();
  return (
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
      {state?.undo !== undefined && linkUp && (
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
  );
}
