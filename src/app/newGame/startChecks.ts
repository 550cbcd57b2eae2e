// What stands between the new-game form and Start: the seats' problems, the game's own blocker of
// its options, and (issue 33 item 4: what starts here, a file imports) look-alike names in one
// colour, refused as an import refuses them; seats that share a colour (9 seats or more) are said.
import type { Lang } from '../../i18n/core';
import type { LoadedGame, ModeInfo } from '../../kit/game';
import { lookAlikeSeats } from './nameLookalikes';
import { seatProblems, sharedColours, type SeatDraft } from './seats';
import { limitsOf } from './useSeatsForm';

export function startChecks(
  seats: SeatDraft[],
  config: unknown,
  mode: ModeInfo,
  game: LoadedGame,
  lang: Lang,
) {
  const limits = limitsOf(mode, game, config);
  const blocker = game.startBlocker?.(config)?.[lang] ?? null;
  const problems = seatProblems(seats, limits, mode.seatWho);
  const lookAlike = lookAlikeSeats(seats.map((s) => s.name));
  const shared = sharedColours(seats);
  const clash = lookAlike.filter(([a, b]) => shared.some(([x, y]) => x === a && y === b));
  const canStart = problems.length === 0 && blocker === null && clash.length === 0;
  return { limits, blocker, problems, lookAlike, shared, clash, canStart };
}

export type StartChecks = ReturnType<typeof startChecks>;
