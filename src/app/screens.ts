// Every part of the shell that the home screen does not show is its own chunk, fetched when it
// is first shown (the service worker precaches them all, so they open offline too). The first
// download holds only home. To add a screen: its route in router.ts, one entry here, and one
// line in OtherScreens.tsx (`{route.name === 'x' && <Screens.X />}`).
import { lazy, type ComponentType } from 'react';

/** A lazily loaded named export, as a component React.lazy can render. */
function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((Screen) => ({ default: Screen })));
}

export const Screens = {
  NewGame: later(() => import('./newGame/NewGameScreen').then((m) => m.NewGameScreen)),
  SavedGames: later(() => import('./saved/SavedGamesScreen').then((m) => m.SavedGamesScreen)),
  Settings: later(() => import('./settings/SettingsScreen').then((m) => m.SettingsScreen)),
  Rules: later(() => import('./rules/RulesScreen').then((m) => m.RulesScreen)),
  Multi: later(() => import('./multi/MultiScreen').then((m) => m.MultiScreen)),
  History: later(() => import('./history/HistoryScreen').then((m) => m.HistoryScreen)),
  GameHost: later(() => import('./GameHost').then((m) => m.GameHost)),
};

/** Shown over any screen, but only now and then: loaded when first needed. */
export const Overlays = {
  /** registers the service worker (workbox-window) and says when an update is waiting */
  UpdatePrompt: later(() => import('./pwa/UpdatePrompt').then((m) => m.UpdatePrompt)),
  /** storage faults and data kept aside; only mounted while there is one */
  StorageBanner: later(() => import('./StorageBanner').then((m) => m.StorageBanner)),
};
