// How many seats the game takes: written once, read by the rules and by the light metadata
// (index.ts), so this file must stay tiny and import nothing.
export const PLAYERS = { min: 1, max: 12 } as const;
