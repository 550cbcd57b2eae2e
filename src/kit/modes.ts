// The mode ids every game shares, in a leaf of their own: the games' light definitions (read by
// the home screen, in the first chunk) need them, and session.ts (restore and replay, with the
// reducer and Immer, loaded with a game) re-exports them.

/** The mode every game has: play everything in the app. Its id is never stored. */
export const APP_MODE = 'app';
/** How a mode id looks (stored in saved games and sent between phones). */
export const MODE_ID = /^[a-z][a-z0-9-]{0,23}$/;
