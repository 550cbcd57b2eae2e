// #/players, #/players/<name>, #/result/<id>: the player history (issue 13 item 9). The people
// the app has seen with games played and won, one person's results per game, and a finished
// game's per-round score table. Everything shown is derived from the finished-game entries
// (store/history.ts); finished saved games without one are summarised when this screen opens.
import { useMemo } from 'react';
import { SeatBadge } from '../../kit/ui/SeatBadge';
import { useHistory } from '../../store/history';
import { useSettings } from '../../store/settings';
import { TopBar } from '../home/TopBar';
import { href } from '../router';
import { useHistoryData } from './useHistoryData';
import { BgStatsExport } from './BgStatsExport';
import { playersOf } from './derive';
import { PlayerView } from './PlayerView';
import { ResultView } from './ResultView';
import { useT } from '../../i18n/useT';
import { useHistoryT } from './strings';
import './history.css';
import { ownValue } from '../../kit/validate';
import type { FinishedGame } from '../../kit/history';
import { mergeTotals, rowsOf, totalsOf, type PlayerTotals } from '../../kit/historyTotals';

type HistoryRoute = { name: 'players'; key?: string } | { name: 'result'; id: string };

export function HistoryScreen({ route }: { route: HistoryRoute }) {
  const t = useHistoryT();
  // the list needs only the head: each person's totals (issue 33, scale)
  const listOnly = route.name === 'players' && !route.key;
  const { adding } = useHistoryData(
    listOnly ? { list: true } : route.name === 'result' ? { result: route.id } : { all: true },
  );
  const lookedUp = useHistory((s) => s.lookedUp);
  const readState = useHistory((s) => s.readState);
  const index = useHistory((s) => s.index);
  const problem = useHistory((s) => s.problem);
  const entries = useHistory((s) => s.games);
  const roster = useSettings((s) => s.roster);
  const games = useMemo(() => Object.values(entries), [entries]);
  // the head's totals, and the entries added since that are not written yet
  const totals = useMemo(
    () => index && mergeTotals([index.totals, totalsOf(games.filter((g) => !index.ids.has(g.id)))]),
    [index, games],
  );
  const shellT = useT();
  // until the history is read, the roster's names would show with 0 games played
  const entriesRead = readState === 'ok' || readState === 'failed';
  const read = entriesRead || (listOnly && index !== null);
  let body;
  if (route.name === 'result')
    body = (
      <ResultView
        entry={ownValue(entries, route.id) ?? null}
        ready={readState !== 'loading' && (readState !== 'idle' || lookedUp === route.id)}
      />
    );
  else if (!read) body = <output className="muted">{shellT('loading')}</output>;
  else if (problem && (entriesRead ? games.length : (index?.ids.size ?? 0)) === 0) body = null;
  else if (route.key) body = <PlayerView games={games} roster={roster} playerKey={route.key} />;
  else body = <PlayerList games={entriesRead ? games : null} totals={totals ?? {}} />;
  return (
    <div className="screen">
      <TopBar title={t('title')} />
      <div className="page history">
        {problem && (
          <p className="notice notice-error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {t(problem === 'newer' ? 'historyNewer' : 'historyUnreadable')}
          </p>
        )}
        {readState === 'failed' && (
          <p className="notice notice-error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {t('readFailed')}
          </p>
        )}
        {adding > 0 && (
          <p className="muted" role="status">
            {read ? t('addingLeft', { count: adding }) : t('adding')}
          </p>
        )}
        {body}
      </div>
    </div>
  );
}

/** The players list: from every entry when they are read, else from the head's totals. */
function PlayerList({ games, totals }: { games: readonly FinishedGame[] | null; totals: PlayerTotals }) {
  const t = useHistoryT();
  const roster = useSettings((s) => s.roster);
  const rows = useMemo(
    () => (games ? playersOf(games, roster) : rowsOf(totals, roster)),
    [games, totals, roster],
  );
  if (rows.length === 0) return <p className="muted">{t('empty')}</p>;
  const played = games ? games.length > 0 : rows.some((r) => r.played > 0);
  return (
    <>
      <p className="muted">{t('intro')}</p>
      <ul className="history-players">
        {rows.map((r) => (
          <li key={r.key}>
            <a className="card history-player" href={href({ name: 'players', key: r.key })}>
              <SeatBadge seat={r} size={36} />
              <span className="history-player-name">{r.name}</span>
              <span className="history-player-counts muted">
                {t('playedWon', { played: r.played, won: r.won })}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {played && <BgStatsExport />}
    </>
  );
}
