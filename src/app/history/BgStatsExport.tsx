// The players list's "Export for BG Stats" (issue 23 item 8): every finished game of the
// history as BG Stats plays (bgStats.ts), downloaded as one JSON file; games with roles load
// their role words first (the game's own strings).
import { useState } from 'react';
import { findGame } from '../../games/registry';
import { useLang } from '../../i18n/useT';
import type { FinishedGame } from '../../kit/history';
import { loadGame } from '../loadGame';
import { downloadText } from '../saved/download';
import { historyRead } from '../saved/keepResults';
import { useHistory } from '../../store/history';
import { bgStatsFile, futureDate, type BgStatsGameInfo } from './bgStats';
import { useHistoryT } from './strings';

export function BgStatsExport() {
  const t = useHistoryT();
  const lang = useLang();
  const [note, setNote] = useState<string | null>(null);
  const run = async () => {
    // the players list holds each person's totals only: every entry is read now (issue 33, scale)
    await historyRead();
    const games: readonly FinishedGame[] = Object.values(useHistory.getState().games);
    const info = new Map<string, BgStatsGameInfo>();
    for (const gameId of new Set(games.map((g) => g.gameId))) {
      let roleName: BgStatsGameInfo['roleName'];
      if (games.some((g) => g.gameId === gameId && g.roles)) {
        try {
          const named = (await loadGame(gameId)).roleName;
          if (named) roleName = (role) => named(role)[lang];
        } catch {
          // the role ids stay as they are when the game's code cannot load (offline, a new version)
        }
      }
      const game = findGame(gameId);
      info.set(gameId, { title: game?.title[lang] ?? gameId, bgg: game?.bgg, roleName });
    }
    const now = Date.now();
    const file = bgStatsFile(games, (id) => info.get(id) ?? { title: id }, now);
    const day = new Date().toISOString().slice(0, 10);
    downloadText(`pocket-table-bgstats-${day}.json`, JSON.stringify(file, null, 2));
    // a game dated later than today is left out, and said so (issue 33 item 12)
    const future = games.filter((g) => futureDate(g.finishedAt, now)).length;
    setNote(
      t('bgStatsDone', { count: file.plays.length }) +
        (future ? ` ${t('bgStatsFuture', { count: future })}` : ''),
    );
  };
  return (
    <div className="history-export">
      <button type="button" className="btn" onClick={() => void run()}>
        {t('bgStatsExport')}
      </button>
      {note && (
        <p className="muted" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
