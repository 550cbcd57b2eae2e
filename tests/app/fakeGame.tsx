// A tiny game for shell tests: seats take turns adding 1; the game ends at `target`.
// Its rules refuse an action from the wrong seat, so a tampered log fails to replay.
import { APP_MODE_TEXT, type GameModule, type LoadedGame, type SetupPanelProps } from '../../src/kit/game';
import { RuleError, type GameRules, type SeatAction } from '../../src/kit/rules';
import { ON_THIS_PHONE } from '../../src/kit/seatChoices';

export interface FakeConfig {
  players: number;
  target: number;
}
export interface FakeState {
  players: number;
  target: number;
  count: number;
  turn: number;
}
export type FakeAction = SeatAction & { add: number };

export const fakeRules: GameRules<FakeConfig, FakeState, FakeAction, FakeState> = {
  id: 'fake',
  minPlayers: 2,
  maxPlayers: 4,
  defaultConfig: (players) => ({ players, target: 5 }),
  setup: (config) => ({ players: config.players, target: config.target, count: 0, turn: 0 }),
  actors: (s) => (s.count >= s.target ? [] : [s.turn]),
  legalActions: (s, seat) => (seat === s.turn ? [{ seat, add: 1 }] : []),
  apply(s, a) {
    if (a.seat !== s.turn) throw new RuleError('not-your-turn');
    return { ...s, count: s.count + a.add, turn: (s.turn + 1) % s.players };
  },
  view: (s) => s,
  outcome: (s) => (s.count >= s.target ? { scores: [], ranking: [] } : null),
};

export function FakeSetupPanel({ config, onChange }: SetupPanelProps) {
  const c = config as FakeConfig;
  return (
    <button
      type="button"
      onClick={() => onChange({ ...c, target: c.target === 5 ? 9 : c.target === 9 ? 13 : 5 })}
    >
      Target {c.target}
    </button>
  );
}

export const fakeLoaded: LoadedGame = {
  rules: fakeRules,
  bots: {},
  undoable: () => true,
  configFor: (seats, previous) => ({ target: 5, ...(previous as object), players: seats.length }),
  seatLimits: () => ({ min: 2, max: 4 }),
  // target 13 stands for an option that is not ready yet (like a join code not entered)
  startBlocker: (config) =>
    (config as FakeConfig).target === 13
      ? { en: 'Thirteen is unlucky.', ru: 'Тринадцать — к несчастью.' }
      : null,
  Screen: () => <p>fake screen</p>,
  SetupPanel: FakeSetupPanel,
  RulesPage: () => <p>Fake rules page</p>,
};

const fakeWho = [
  { id: 'person', label: { en: 'Person', ru: 'Человек' } },
  { id: 'easy', label: { en: 'Bot: easy', ru: 'Бот: лёгкий' } },
];

export const fakeModule: GameModule = {
  id: 'fake',
  title: { en: 'Fake Game', ru: 'Фейковая игра' },
  blurb: { en: 'Count to five.', ru: 'Считаем до пяти.' },
  playersLabel: { en: '2–4 players', ru: '2–4 игрока' },
  minPlayers: 2,
  maxPlayers: 6,
  seatWho: fakeWho,
  seatWhere: ON_THIS_PHONE,
  rulesVersion: 1,
  settings: [],
  scoreUnits: {},
  playable: true,
  modes: [
    {
      id: 'app',
      ...APP_MODE_TEXT,
      minPlayers: 2,
      maxPlayers: 6,
      seatWho: fakeWho,
      seatWhere: ON_THIS_PHONE,
      hiddenInfo: false,
    },
  ],
  load: () => Promise.resolve(fakeLoaded),
};

export const unbuiltModule: GameModule = {
  ...fakeModule,
  id: 'unbuilt',
  title: { en: 'Unbuilt Game', ru: 'Несделанная игра' },
  playable: false,
  load: () => Promise.resolve(undefined as unknown as LoadedGame),
};
