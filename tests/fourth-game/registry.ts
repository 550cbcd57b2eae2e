// The real registry plus one line: what adding a fourth game to src/games/registry.ts means.
import type { GameModule } from '../../src/kit/game';
import { villagePillage } from '../../src/games/village-pillage';
import { saboteur } from '../../src/games/saboteur';
import { rollingVillage } from '../../src/games/rolling-village';
import { tinyRace } from './tiny-race';

export const GAMES: readonly GameModule[] = [villagePillage, saboteur, rollingVillage, tinyRace];

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

export function findGame(id: string): GameModule | undefined {
  return GAMES.find((g) => g.id === id);
}
