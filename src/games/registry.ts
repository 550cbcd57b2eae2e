// Every game the app offers: one line per game. Each module is light metadata; its rules
// and screens load on demand through `load()`.
import type { GameModule } from '../kit/game';
import { villagePillage } from './village-pillage';
import { saboteur } from './saboteur';
import { rollingVillage } from './rolling-village';

export const GAMES: readonly GameModule[] = [villagePillage, saboteur, rollingVillage];

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

export function findGame(id: string): GameModule | undefined {
  return GAMES.find((g) => g.id === id);
}
