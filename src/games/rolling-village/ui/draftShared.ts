// The shell builds a new game's config from the last session's config, so a shared game's
// seed would silently carry over into the next game (same dice again). The setup panel notes
// the choice made on this visit of the new-game screen; only that one is kept (see
// rules/setup-config.ts configFor), and the game screen forgets it once a game is open.
import type { SharedGame } from '../rules/setup-config';

let draftShared: SharedGame | null = null;

export function noteDraftShared(shared: SharedGame | null): void {
  draftShared = shared;
}

export function forgetDraftShared(): void {
  draftShared = null;
}

export function currentDraftShared(): SharedGame | null {
  return draftShared;
}
