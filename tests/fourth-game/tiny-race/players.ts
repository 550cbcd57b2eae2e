// The only place Tiny Race's player counts are written.
export const PLAYERS = { min: 2, max: 4 };
/** ... and with the box (the companion mode): people only, at most three */
export const COMPANION_PLAYERS = { min: 2, max: 3 };
