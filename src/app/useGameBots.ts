// The open game's bots move by themselves (useBotDriver): at the pace people chose where the game
// has a bot pace setting (Saboteur), gently in a first game, and not while the table is held.
import { useMemo } from 'react';
import { findGame } from '../games/registry';
import { useBotHold } from '../kit/botHold';
import { BOT_PACE_KEY } from '../kit/botPace';
import type { LoadedGame } from '../kit/game';
import { settingValue } from '../kit/gameSettings';
import { gentleBots } from '../kit/gentleBots';
import { useBotDriver } from '../kit/useBotDriver';
import type { OpenGame } from '../store/sessions';
import { useSessions } from '../store/sessions';
import { useSettings } from '../store/settings';

export function useGameBots(gameId: string | null, open: OpenGame | null, openGame: LoadedGame | null) {
  const session = open?.session ?? null;
  const act = useSessions((s) => s.act);
  const botsHeld = useBotHold((s) => s.count) > 0;
  // a game with a bot pace setting (Saboteur) moves its bots at the pace people chose
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
}
