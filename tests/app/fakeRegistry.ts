// Stands in for src/games/registry in tests that need a game that can be played.
import type { GameModule } from '../../src/kit/game';
import { fakeModule, unbuiltModule } from './fakeGame';

export const GAMES: readonly GameModule[] = [fakeModule, unbuiltModule];
export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);
export function findGame(id: string): GameModule | undefined {
  return GAMES.find((g) => g.id === id);
}
