// Whether a saved game's log shows what its players hide: an unfinished game of a game (in that
// mode) with hidden information (a companion may have none).
import { findGame } from '../../games/registry';
import { findMode } from '../../kit/game';
import type { SessionSummary } from '../../store/summaries';
import { holdsSecrets } from './savedGroups';

const hiddenInfo = (gameId: string, mode?: string) => {
  const game = findGame(gameId);
  return !!(game && ((mode && findMode(game, mode)) || game).hiddenInfo);
};

export const showsSecrets = (s: SessionSummary): boolean => holdsSecrets(s, hiddenInfo);
