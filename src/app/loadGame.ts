// Loads a game's rules and screens once, on demand (each game, and each of its modes, is its own
// chunk). A saved game's mode picks the parts: `loadGame(gameId, session.mode)`.
import { useEffect, useState } from 'react';
import { APP_MODE, type LoadedGame } from '../kit/game';
import { findGame } from '../games/registry';
import { isStaleChunkError } from './StaleVersion';

const loaded = new Map<string, Promise<LoadedGame>>();

/** Loads the parts of `gameId` in `mode` (absent or 'app': the default); an unlisted mode rejects. */
export function loadGame(gameId: string, mode: string = APP_MODE): Promise<LoadedGame> {
  const key = `${gameId}/${mode}`;
  let p = loaded.get(key);
  if (!p) {
    const mod = findGame(gameId);
    if (!mod) return Promise.reject(new Error(`unknown game ${gameId}`));
    p = mod.load(mode);
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; game: LoadedGame }
  | { status: 'error'; retry(): void; stale: boolean };

export function useLoadedGame(gameId: string | null, mode?: string): LoadState {
  const [attempt, setAttempt] = useState(0);
  const key = `${gameId}/${mode ?? APP_MODE}`;
  const [state, setState] = useState<{ key: string; load: LoadState }>({ key, load: { status: 'loading' } });
  useEffect(() => {
    if (!gameId) return;
    let live = true;
    setState({ key, load: { status: 'loading' } });
    loadGame(gameId, mode).then(
      (game) => live && setState({ key, load: { status: 'ready', game } }),
      (e: unknown) =>
        live &&
        setState({
          key,
          load: { status: 'error', retry: () => setAttempt((n) => n + 1), stale: isStaleChunkError(e) },
        }),
    );
    return () => {
      live = false;
    };
  }, [gameId, mode, key, attempt]);
  // until the effect has run for a new game or mode, the parts held are another mode's
  return state.key === key ? state.load : LOADING;
}

const LOADING: LoadState = { status: 'loading' };
