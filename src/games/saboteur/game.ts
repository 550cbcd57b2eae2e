// placeholder until this game's screens exist: the home lists the game as not yet playable
import type { LoadedGame } from '../../kit/game';

export const game: LoadedGame = undefined as unknown as LoadedGame;
