/** The port the browser tests serve dist/ on (the app's own `npm run serve` uses 5180). */
export const E2E_PORT = 5181;
export const BASE = `http://127.0.0.1:${E2E_PORT}`;
