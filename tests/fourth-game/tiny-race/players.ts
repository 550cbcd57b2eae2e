// The only place Tiny Race's player counts are written.
export const PLAYERS = { min: 2, max: 4 };
