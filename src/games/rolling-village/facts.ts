// The facts of this game that both its rules and its light metadata (index.ts) need, each
// written once (issue 21 item 2): its id, how many seats it takes and its BoardGameGeek entry. This file must stay tiny
// and import nothing, so it can sit in the first chunk.
export const GAME_ID = 'rolling-village';
export const PLAYERS = { min: 1, max: 12 } as const;
/** BoardGameGeek: Rolling Village (2019 print-and-play, boxed 2022) */
export const BGG = { id: 306494, name: 'Rolling Village' } as const;
