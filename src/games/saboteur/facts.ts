// The facts of this game that both its rules and its light metadata (index.ts) need, each
// written once (issue 21 item 2): its id, how many seats it takes and its BoardGameGeek entry. This file must stay tiny
// and import nothing, so it can sit in the first chunk.
export const GAME_ID = 'saboteur';
export const PLAYERS = { min: 2, max: 12 } as const;
/** BoardGameGeek: Saboteur (2004); the Deluxe edition plays the rules of its expansion Saboteur 2 (2011) */
export const BGG = {
  id: 9220,
  name: 'Saboteur',
  editions: { deluxe: { id: 90472, name: 'Saboteur 2' } },
} as const;
