// A small tag naming the way a saved game is played (e.g. «С коробкой на столе» / "With the box"),
// shown beside its game's title wherever a saved game or a result is listed. Nothing for 'app'.
import { useLang } from '../../i18n/useT';
import { findGame } from '../../games/registry';
import { findMode } from '../../kit/game';

export function ModeTag({ gameId, mode }: { gameId: string; mode: string | undefined }) {
  const lang = useLang();
  if (!mode) return null;
  const game = findGame(gameId);
  const label = (game && findMode(game, mode)?.label[lang]) ?? mode;
  return (
    <span className="mode-tag" data-mode={mode}>
      {label}
    </span>
  );
}
