// What a game folder gives the shell: one `defineGame()` call in `src/games/<id>/index.ts`.
// The light part (titles, who and where a seat plays, player counts) stays in the first chunk; `load()` brings
// in the rules and screens only when the game is opened, so each game is its own chunk.
// Types flow from the game's Config/State/Action/View to its screens; the registry holds the
// type-erased `GameModule` that `defineGame` returns (the one place that forgets the types).
import type { ComponentType } from 'react';
import type { Bot } from './bots';
import type { SummarySpec } from './history';
import type { GameRules, RuleError, SeatAction } from './rules';
import type { RulesMigration } from './rulesMigration';
import { APP_MODE, MODE_ID } from './modes';
import type { SeatInfo, Text } from './types';
import type { BotLevels } from './botSeat';
import type { SeatWhere } from './seatPlace';
import { ON_THIS_PHONE, PERSON_ONLY, type SeatChoice } from './seatChoices';
import { playersLabel } from './playersLabel';

export { APP_MODE } from './modes';

export type { Text } from './types';

/** Everything a game screen receives. No raw state: the table's view and one seat's view. */
export interface GameScreenProps<Config, Action extends SeatAction, View> {
  /** what everybody at the table may see: `rules.view(state, null)` */
  table: View;
  /** one seat's private view; call it only behind that seat's handoff */
  viewFor(seat: number): View;
  /** names, colours, who plays each seat and where (public) */
  seats: SeatInfo[];
  /** the options chosen on the new-game screen (public) */
  config: Config;
  /** stable per saved game, for UI state kept across reloads (e.g. a playback position) */
  sessionId: string;
  /** applies an action of a person; returns the rule error instead of throwing */
  dispatch(action: Action): RuleError | null;
  exit(): void;
  /** starts a new game with the same seats and options; null where this phone cannot (a guest
   *  phone of a multi-phone table: the host starts the next game) */
  rematch: (() => void) | null;
  /** after the end, where the game has `reopenAt`: takes the last round back (the log is cut) so
   *  it is entered again; returns false when it could not. Absent otherwise. */
  reopen?: () => boolean;
}

/** What the `previous` config of `configFor` is: the last game's, or the new-game screen's draft. */
export type ConfigSource = 'last-game' | 'draft';

export interface SetupPanelProps<Config = unknown> {
  /** the game's config as it will be passed to setup */
  config: Config;
  seats: SeatInfo[];
  onChange(config: Config): void;
}

/** The caption of each unit a game's score tables count, by unit id (kit/history.ts ScoreUnit). */
export type ScoreUnitLabels = Readonly<Record<string, Text>>;

/** A setting that belongs to one game (e.g. Village Pillage's playback pace). */
export interface GameSetting {
  /** key in the shell's settings */
  key: string;
  label: Text;
  choices: { value: number; label: Text }[];
  default: number;
}

/** The lazily loaded part of a game: rules, bots, config handling and screens. */
export interface GameParts<Config, State, Action extends SeatAction, View, Level extends string> {
  rules: GameRules<Config, State, Action, View>;
  /** one bot per level `seatWho` declares ('easy' → bots.easy) */
  bots: Record<Level, Bot<State, Action>>;
  /** whether the last action may be taken back; default: never */
  undoable?(before: State, action: Action): boolean;
  /**
   * After the end, how many actions of the log to keep so the table can enter the last round again
   * (a mis-entered winning round: issue 29 item 3); null when the log cannot be reopened. The
   * rules accept no action after the end (kernel contract): the session cuts the log instead.
   */
  reopenAt?(config: Config, seed: number, actions: readonly Action[]): number | null;
  /**
   * The config for these seats: the rules' `defaultConfig(seats.length)` (the one way to make a
   * config; the default when a game keeps nothing) with what carries over from `previous`
   * (untrusted), and whatever the seats themselves decide (a paper sheet). `from` says what
   * `previous` is: the config of the last game ('last-game': only lasting options carry over)
   * or the draft on the new-game screen ('draft': every choice made on this visit, such as its
   * setup panel's, is kept).
   */
  configFor?(seats: readonly SeatInfo[], previous: unknown, from: ConfigSource): Config;
  /** the seat count limits that this config allows (e.g. Saboteur's mode); default: players */
  seatLimits?(config: Config): { min: number; max: number };
  /** checks a stored (untrusted) config against its seats; returns it or throws a RuleError */
  restoreConfig?(config: unknown, seats: readonly SeatInfo[]): Config;
  /** why this config cannot start yet (e.g. a join code not entered), or null when it can */
  startBlocker?(config: Config): Text | null;
  Screen: ComponentType<GameScreenProps<Config, Action, View>>;
  /** game options on the new-game screen */
  SetupPanel?: ComponentType<SetupPanelProps<Config>>;
  /** the rules reference page */
  RulesPage: ComponentType;
  /** ms a bot waits before acting, so people can follow; default 400 */
  botDelayMs?: number;
  /** the player history's per-round score table: where a state stands (written in the rules) */
  summary?: SummarySpec<State>;
  /** a role id of `summary.roles` in words (the BG Stats export names each player's role) */
  roleName?(role: string): Text;
}

/** A second way to play a game (e.g. with the physical box on the table), in the game's folder. */
interface ModeDefinition<Config, State, Action extends SeatAction, View, Who extends string> {
  /** stored in saved games; never 'app' (that is the default mode) */
  id: string;
  /** the choice on the new-game screen, e.g. { ru: 'С коробкой на столе', en: 'With the box' } */
  label: Text;
  /** one line under the choice */
  hint: Text;
  /** default: the game's players */
  players?: { min: number; max: number };
  /** who can play a seat; default: the game's seatWho (a companion usually offers people only) */
  seatWho?: readonly SeatChoice<Who>[];
  /** where a seat can be played; default: the game's seatWhere */
  seatWhere?: readonly SeatChoice<SeatWhere>[];
  /** default: the game's hiddenInfo */
  hiddenInfo?: boolean;
  /** the mode's lazily loaded parts: the same GameParts as a game's default mode */
  load(): Promise<GameParts<Config, State, Action, View, BotLevels<Who>>>;
}

/** Any mode of any game (each mode's own types are checked where its parts are written). */
export type AnyModeDefinition = ModeDefinition<any, any, any, any, any>;

/** What the registry exposes per mode (light metadata, no code loaded). */
export interface ModeInfo {
  /** 'app' for the default */
  id: string;
  label: Text;
  hint: Text;
  minPlayers: number;
  maxPlayers: number;
  /** who can play a seat: 'person', bot levels; the first is the default */
  seatWho: readonly SeatChoice[];
  /** where a seat can be played; the first is the default */
  seatWhere: readonly SeatChoice<SeatWhere>[];
  hiddenInfo: boolean;
}

/** The default mode's choice on the new-game screen (shown only when a game has more modes). */
export const APP_MODE_TEXT: { label: Text; hint: Text } = {
  label: { ru: 'Играть в приложении', en: 'Play in the app' },
  hint: {
    ru: 'Всё в телефоне: карты, ходы и подсчёт',
    en: 'Everything on the phone: cards, moves and scoring',
  },
};

/**
 * A game's BoardGameGeek entry (issue 30, for BG Stats): its id and English name, a score's tie
 * break (the summary's second figure written as the score's decimals, e.g. Village Pillage's
 * turnips), and the editions that are BGG expansions played with it (Saboteur's Deluxe is
 * Saboteur 2).
 */
export interface BggFacts {
  id: number;
  name: string;
  tieBreak?: string;
  editions?: Readonly<Record<string, { id: number; name: string }>>;
}

/** What a game folder writes, once. */
interface GameDefinition<Config, State, Action extends SeatAction, View, Who extends string> {
  id: string;
  title: Text;
  /** one line on how it plays */
  blurb: Text;
  /** the only place the player counts are written (the game's facts.ts); the rules object must
   *  agree, and the home card's "2–6 players" is made from them (kit/playersLabel.ts) */
  players: { min: number; max: number };
  /** a few words after the counts on the home card, e.g. { en: '6 with the expansion', ... } */
  playersNote?: Text;
  /** who can play a seat: 'person' and bot levels (kit/seatChoices.ts); the first is the
   *  default; default: people only */
  seatWho?: readonly SeatChoice<Who>[];
  /** where a seat can be played (e.g. on paper); the first is the default; default: this phone */
  seatWhere?: readonly SeatChoice<SeatWhere>[];
  /** bumps when a rules change needs saved games migrated */
  rulesVersion: number;
  /**
   * the steps that carry a saved game from one rules version to the next, from the game's
   * rules/migrations.ts: `() => import('./rules/migrations').then((m) => m.MIGRATIONS)`
   */
  migrations?: () => Promise<readonly RulesMigration[]>;
  /** settings of this game only, shown in the settings screen */
  settings?: readonly GameSetting[];
  /**
   * the captions of its history's score tables, by the unit ids its summary specs name
   * (`summary.unit`, `summary.extraUnit`), e.g. relics: 'Relics after each round'
   */
  scoreUnits?: ScoreUnitLabels;
  /** its BoardGameGeek entry, for BG Stats (written in the game's facts.ts) */
  bgg?: BggFacts;
  /** false while the screens are not built: the home lists it as not yet playable */
  playable?: boolean;
  /** true when an unfinished game's log shows what players hide (hands, plans): export warns */
  hiddenInfo?: boolean;
  load(): Promise<GameParts<Config, State, Action, View, BotLevels<Who>>>;
  /** more ways to play it besides the default 'app' (each in the game's own folder) */
  modes?: readonly AnyModeDefinition[];
}

/** The screen props once the types are erased (the host's side of the boundary). */
export type AnyScreenProps = GameScreenProps<unknown, SeatAction, unknown>;

/** A loaded game as the shell and the store hold it, with its types erased. */
export interface LoadedGame {
  rules: GameRules<unknown, unknown, SeatAction, unknown>;
  /** bot levels by id ('easy', 'strong') */
  bots: Record<string, Bot<unknown, SeatAction>>;
  undoable(before: unknown, action: SeatAction): boolean;
  /** GameParts.reopenAt: the log's length to keep to enter a finished game's last round again */
  reopenAt?(config: unknown, seed: number, actions: readonly SeatAction[]): number | null;
  /** the config for these seats (GameParts.configFor; default: the rules' defaultConfig) */
  configFor(seats: readonly SeatInfo[], previous: unknown, from: ConfigSource): unknown;
  seatLimits?(config: unknown): { min: number; max: number };
  /**
   * Checks a stored (untrusted) config against its session's seats before it is replayed;
   * returns the config to use or throws (a RuleError) when it does not fit them.
   */
  restoreConfig?(config: unknown, seats: readonly SeatInfo[]): unknown;
  startBlocker?(config: unknown): Text | null;
  Screen: ComponentType<AnyScreenProps>;
  SetupPanel?: ComponentType<SetupPanelProps>;
  RulesPage: ComponentType;
  botDelayMs?: number;
  summary?: SummarySpec<unknown>;
  roleName?(role: string): Text;
}

/** A game as the registry lists it, with its types erased. */
export interface GameModule {
  id: string;
  title: Text;
  blurb: Text;
  playersLabel: Text;
  minPlayers: number;
  maxPlayers: number;
  /** the default mode's (modes[0]) */
  seatWho: readonly SeatChoice[];
  seatWhere: readonly SeatChoice<SeatWhere>[];
  rulesVersion: number;
  migrations?: () => Promise<readonly RulesMigration[]>;
  settings: readonly GameSetting[];
  /** captions of its score tables' units, by id (none: {}) */
  scoreUnits: ScoreUnitLabels;
  /** its BoardGameGeek entry, where it has one */
  bgg?: BggFacts;
  playable: boolean;
  /** true when an unfinished game's log shows what players hide (hands, plans): export warns */
  hiddenInfo?: boolean;
  /** the ways to play it: always the 'app' entry first, then the game's own modes */
  modes: readonly ModeInfo[];
  /** loads a mode's parts; no argument or 'app' = the default; an unlisted mode rejects */
  load(mode?: string): Promise<LoadedGame>;
}

/** The mode of that id (absent = 'app'), or undefined when the game does not list it. */
export function findMode(
  game: { modes: readonly ModeInfo[] },
  mode: string | undefined,
): ModeInfo | undefined {
  return game.modes.find((m) => m.id === (mode ?? APP_MODE));
}

/**
 * The one call a game folder makes. Checks once loaded that the rules agree with the declared
 * player counts and that every declared bot level has a bot, for each mode.
 */
export function defineGame<Config, State, Action extends SeatAction, View, Who extends string>(
  def: GameDefinition<Config, State, Action, View, Who>,
): GameModule {
  const hiddenInfo = def.hiddenInfo ?? false;
  const seatWho: readonly SeatChoice[] = def.seatWho ?? PERSON_ONLY;
  const seatWhere = def.seatWhere ?? ON_THIS_PHONE;
  const appMode: ModeInfo = {
    id: APP_MODE,
    ...APP_MODE_TEXT,
    minPlayers: def.players.min,
    maxPlayers: def.players.max,
    seatWho,
    seatWhere,
    hiddenInfo,
  };
  const modes: ModeInfo[] = [appMode];
  for (const m of def.modes ?? []) {
    if (!MODE_ID.test(m.id) || m.id === APP_MODE || modes.some((x) => x.id === m.id))
      throw new Error(`${def.id}: bad mode id ${m.id}`);
    modes.push({
      id: m.id,
      label: m.label,
      hint: m.hint,
      minPlayers: m.players?.min ?? def.players.min,
      maxPlayers: m.players?.max ?? def.players.max,
      seatWho: m.seatWho ?? seatWho,
      seatWhere: m.seatWhere ?? seatWhere,
      hiddenInfo: m.hiddenInfo ?? hiddenInfo,
    });
  }
  const load = async (mode: string = APP_MODE): Promise<LoadedGame> => {
    const info = modes.find((m) => m.id === mode);
    if (!info) throw new Error(`${def.id}: no mode ${mode}`);
    const units = def.scoreUnits ?? {};
    // the check comes with the parts: the home screen's chunk does not need it
    const { checkParts } = await import('./gameParts');
    if (mode === APP_MODE) return checkParts(def.id, def.id, await def.load(), info, units) as LoadedGame;
    const m = def.modes!.find((x) => x.id === mode)!;
    return checkParts(def.id, `${def.id}/${mode}`, await m.load(), info, units) as LoadedGame;
  };
  return {
    id: def.id,
    title: def.title,
    blurb: def.blurb,
    playersLabel: playersLabel(def.players, def.playersNote),
    minPlayers: def.players.min,
    maxPlayers: def.players.max,
    seatWho,
    seatWhere,
    rulesVersion: def.rulesVersion,
    ...(def.migrations ? { migrations: def.migrations } : {}),
    settings: def.settings ?? [],
    scoreUnits: def.scoreUnits ?? {},
    ...(def.bgg ? { bgg: def.bgg } : {}),
    playable: def.playable ?? true,
    hiddenInfo,
    modes,
    load,
  };
}
