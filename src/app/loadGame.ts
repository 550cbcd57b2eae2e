// Loads a game's rules and screens once, on demand (each game is its own chunk).
import { useEffect, useState } from 'react';
import type { LoadedGame } from '../kit/game';
import { findGame } from '../games/registry';

const loaded = new Map<string, Promise<LoadedGame>>();

export function loadGame(gameId: string): Promise<LoadedGame> {
  let p = loaded.get(gameId);
  if (!p) {
    const mod = findGame(gameId);
    if (!mod) return Promise.reject(new Error(`unknown game ${gameId}`));
    p = mod.load();
    p.catch(() => loaded.delete(gameId));
    loaded.set(gameId, p);
  }
  return p;
}

export type LoadState =
  { status: 'loading' } | { status: 'ready'; game: LoadedGame } | { status: 'error'; retry(): void };

export function useLoadedGame(gameId: string | null): LoadState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    if (!gameId) return;
    let live = true;
    setState({ status: 'loading' });
    loadGame(gameId).then(
      (game) => live && setState({ status: 'ready', game }),
      () => live && setState({ status: 'error', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [gameId, attempt]);
  return state;
}
