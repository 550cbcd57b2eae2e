// How many seats the game takes: written once, read by the rules and by the light metadata
// (index.ts), so this file must stay tiny and import nothing.
export const PLAYERS = { min: 2, max: 6 } as const;
