// A finished game's result: the places and the per-round score table, as the game's rules
// summarised them (kit/history.ts, drawn by kit/ui/ScoreSheetTable); seats best place first.
import { findGame } from '../../games/registry';
import { ModeTag } from '../newGame/ModeTag';
import { useLang } from '../../i18n/useT';
import type { FinishedGame } from '../../kit/history';
import { ScoreSheetTables } from '../../kit/ui/ScoreSheetTable';
import { formatWhen } from '../home/formatDate';
import { AllPlayersLink } from './AllPlayersLink';
import { FixNames } from './FixNames';
import { useHistoryT } from './strings';

export function ResultView({ entry, ready }: { entry: FinishedGame | null; ready: boolean }) {
  const t = useHistoryT();
  const lang = useLang();
  if (!entry)
    return ready ? (
      <>
        {<p>{t('unknownResult')}</p>}
        <AllPlayersLink />
      </>
    ) : null;
  const game = findGame(entry.gameId);
  const title = game?.title[lang] ?? entry.gameId;
  return (
    <>
      <h2>
        {t('result')}: {title}
        <ModeTag gameId={entry.gameId} mode={entry.mode} />
      </h2>
      <p className="muted">{t('finishedOn', { date: formatWhen(lang, entry.finishedAt) })}</p>
      <ScoreSheetTables entry={entry} units={game?.scoreUnits ?? {}} idPrefix="main" />
      <FixNames key={entry.id} entry={entry} />
      <AllPlayersLink />
    </>
  );
}
