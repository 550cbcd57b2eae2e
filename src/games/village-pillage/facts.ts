// The facts of this game that both its rules and its light metadata (index.ts) need, each
// written once (issue 21 item 2): its id, how many seats it takes and its BoardGameGeek entry. This file must stay tiny
// and import nothing, so it can sit in the first chunk.
export const GAME_ID = 'village-pillage';
export const PLAYERS = { min: 2, max: 6 } as const;
/** BoardGameGeek: Village Pillage (2019); relics decide, turnips break ties (§9) */
export const BGG = { id: 247342, name: 'Village Pillage', tieBreak: 'turnips' } as const;
