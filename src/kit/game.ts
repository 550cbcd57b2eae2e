// What a game folder gives the shell. `src/games/<id>/index.ts` exports a GameModule with
// light metadata; `load()` brings in the rules and screens only when the game is opened, so
// each game is its own chunk.
import type { ComponentType } from 'react';
import type { Lang } from '../i18n/core';
import type { Bot } from './bots';
import type { AnyRules, RuleError, SeatAction } from './rules';
import type { SeatInfo, Session } from './session';

export type Text = Record<Lang, string>;

export interface SeatKind {
  /** 'human', 'bot:easy', 'bot:strong', or game-specific such as 'paper' */
  id: string;
  label: Text;
}

export interface GameModule {
  id: string;
  title: Text;
  /** one line on how it plays */
  blurb: Text;
  /** e.g. { ru: '2–6 игроков', en: '2–6 players' } */
  playersLabel: Text;
  minPlayers: number;
  maxPlayers: number;
  /** the kinds a seat can be; the first is the default */
  seatKinds: SeatKind[];
  /** false while the screens are not built: the home lists it as not yet playable */
  playable: boolean;
  /** true when an unfinished game's log shows what players hide (hands, plans): export warns */
  hiddenInfo?: boolean;
  load(): Promise<LoadedGame>;
}

export interface GameScreenProps {
  session: Session;
  /** the current state; screens render `rules.view(state, seat)` only */
  state: unknown;
  rules: AnyRules;
  /** applies an action of a person; returns the rule error instead of throwing */
  dispatch(action: SeatAction): RuleError | null;
  undo(): void;
  canUndo: boolean;
  exit(): void;
  /** starts a new game with the same seats and options */
  rematch(): void;
}

export interface SetupPanelProps {
  /** the game's config as it will be passed to setup */
  config: unknown;
  seats: SeatInfo[];
  onChange(config: unknown): void;
}

export interface LoadedGame {
  rules: AnyRules;
  /** bot levels by id ('easy', 'strong') */
  bots: Record<string, Bot<unknown, SeatAction>>;
  /** whether the last action may be taken back (never for reveals or dice) */
  undoable(before: unknown, action: SeatAction): boolean;
  /** builds the config for these seats (called whenever the seats change) */
  configFor(seats: SeatInfo[], previous: unknown): unknown;
  /** the seat count limits that this config allows (e.g. Saboteur's mode) */
  seatLimits?(config: unknown): { min: number; max: number };
  /**
   * Checks a stored (untrusted) config against its session's seats before it is replayed;
   * returns the config to use or throws (a RuleError) when it does not fit them.
   */
  restoreConfig?(config: unknown, seats: readonly SeatInfo[]): unknown;
  /** why this config cannot start yet (e.g. a join code not entered), or null when it can */
  startBlocker?(config: unknown): Text | null;
  Screen: ComponentType<GameScreenProps>;
  /** game options on the new-game screen */
  SetupPanel?: ComponentType<SetupPanelProps>;
  /** the rules reference page */
  RulesPage: ComponentType;
  /** ms a bot waits before acting, so people can follow; default 400 */
  botDelayMs?: number;
}
