// The only place Tiny Race's id and player counts are written (issue 21 item 2).
export const GAME_ID = 'tiny-race';
export const PLAYERS = { min: 2, max: 4 };
/** ... and with the box (the companion mode): people only, at most three */
export const COMPANION_PLAYERS = { min: 2, max: 3 };
