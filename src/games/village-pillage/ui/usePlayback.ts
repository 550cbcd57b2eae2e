// Playback progress of the round being resolved: UI state only, kept in sessionStorage per game
// so a reload mid-resolution resumes at the same step. A round that finished resolving before
// this screen opened (no record) is not replayed unless asked; a round still waiting for a buy
// choice is played from its start so the table sees how it got there.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { View } from '../rules/types';
import { buildPlayback, playbackSource, type Playback } from './playback';

interface Progress {
  round: number;
  index: number;
  done: boolean;
}

function storageKey(sessionId: string): string {
  return `vp-playback:${sessionId}`;
}

function readProgress(key: string): Progress | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<Progress>;
    if (typeof p.round !== 'number' || typeof p.index !== 'number' || typeof p.done !== 'boolean')
      return null;
    return { round: p.round, index: Math.max(0, Math.floor(p.index)), done: p.done };
  } catch {
    return null;
  }
}

function writeProgress(key: string, p: Progress | null): void {
  try {
    if (p) sessionStorage.setItem(key, JSON.stringify(p));
  } catch {
    /* storage unavailable: playback still works, it just does not survive a reload */
  }
}

export interface PlaybackState {
  playback: Playback | null;
  round: number;
  index: number;
  /** a playback is showing and has not been dismissed */
  pending: boolean;
  atEnd: boolean;
  paused: boolean;
  next(): void;
  skip(): void;
  finish(): void;
  replay(): void;
}

export function usePlayback(sessionId: string, table: View): PlaybackState {
  const key = storageKey(sessionId);
  const src = playbackSource(table);
  // `table` is memoised on the game state by the screen, so this rebuilds once per action
  const playback = useMemo(() => {
    const s = playbackSource(table);
    return s ? buildPlayback(s.events) : null;
  }, [table]);
  const frames = playback?.frames.length ?? 0;
  const [progress, setProgress] = useState<Progress | null>(() => {
    if (!src) return null;
    const saved = readProgress(key);
    if (saved && saved.round === src.round) return saved;
    return src.paused
      ? { round: src.round, index: 0, done: false }
      : { round: src.round, index: Math.max(0, frames - 1), done: true };
  });
  // a round resolved while this screen is open: play it from the reveal
  if (src && (!progress || progress.round !== src.round)) {
    setProgress({ round: src.round, index: 0, done: false });
  }
  useEffect(() => writeProgress(key, progress), [key, progress]);

  const index =
    progress && src && progress.round === src.round ? Math.min(progress.index, Math.max(0, frames - 1)) : 0;
  const pending = !!(progress && src && progress.round === src.round && !progress.done);
  const atEnd = index >= frames - 1;

  const next = useCallback(
    () =>
      setProgress((p) =>
        p ? { ...p, index: Math.min(Math.min(p.index, frames - 1) + 1, Math.max(0, frames - 1)) } : p,
      ),
    [frames],
  );
  const skip = useCallback(
    () => setProgress((p) => (p ? { ...p, index: Math.max(0, frames - 1) } : p)),
    [frames],
  );
  const finish = useCallback(
    () => setProgress((p) => (p ? { ...p, index: Math.max(0, frames - 1), done: true } : p)),
    [frames],
  );
  const replay = useCallback(() => setProgress((p) => (p ? { ...p, index: 0, done: false } : p)), []);

  return {
    playback,
    round: src?.round ?? 0,
    index,
    pending,
    atEnd,
    paused: !!src?.paused,
    next,
    skip,
    finish,
    replay,
  };
}
