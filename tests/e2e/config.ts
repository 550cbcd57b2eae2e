import { resolve } from 'node:path';

/**
 * The port the browser tests serve the build on: 5181 (the app's own `npm run serve` uses
 * 5180), or E2E_PORT when two runs share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5181);
export const BASE = `http://127.0.0.1:${E2E_PORT}`;
/** The project root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** Where browser tests put screenshots for a person to look at: tmp/ in the clone (git ignores
 *  it), so runs by different users of one machine never share a folder. */
export const SHOTS_DIR = resolve(ROOT, 'tmp');
/** The built app under test: dist/, or E2E_DIST (e.g. a build made with `vite build --outDir`). */
export const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');
