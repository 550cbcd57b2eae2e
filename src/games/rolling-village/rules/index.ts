// Rolling Village rules engine: the kernel contract (docs/rules/kernel-contract.md) and the kernel
// functions of spec §11, plus game code, dice and undo policy.
import { GAME_ID } from '../facts';
import type { GameRules } from '../../../kit/rules';
import { actors, apply, defaultConfig, legalActions, MAX_SEATS, MIN_SEATS, outcome, setup } from './engine';
import type { Action, Config, State, View } from './types';
import { view } from './view';

export const rules: GameRules<Config, State, Action, View> = {
  id: GAME_ID,
  minPlayers: MIN_SEATS,
  maxPlayers: MAX_SEATS,
  defaultConfig,
  setup,
  actors,
  legalActions,
  apply,
  view,
  outcome,
};

// kernel functions (§11)
export {
  POINTS,
  AVENUE_LABELS,
  AVENUE_SUMS,
  CHOICE_SUMS,
  BONUS_ROUNDS,
  ROWS,
  COLS,
  SQUARE_POINTS,
  TYPE_OF_FACE,
  FACES_OF_TYPE,
  BASIC_TYPES,
  LAST_ROUND,
  isBonusRound,
  emptySheet,
  MAX_TOTAL,
} from './sheet';
export { buildStage, targetColumns } from './build';
export {
  avenueForSum,
  scoreAvenue,
  scoreSquares,
  finalScore,
  allGroups,
  avenueBreakdown,
  scoringGroups,
  squareDetails,
  type AvenueBreakdown,
} from './scoring';
// engine helpers
export {
  undoable,
  validate,
  dueRoll,
  doneNeedsAvenue,
  DEFAULT_OPTIONS,
  MIN_SEATS,
  MAX_SEATS,
} from './engine';
export { rollView, stageOf } from './view';
// dice and game code (§13.3)
export { diceForSlot, slotOf, DICE_VERSION, SUPPORTED_DICE_VERSIONS } from './dice';
export {
  encodeGameCode,
  decodeGameCode,
  tryDecodeGameCode,
  formatGameCode,
  normalizeGameCode,
  CODE_ALPHABET,
  CODE_LENGTH,
  type GameCodeError,
} from './gameCode';
export type * from './types';
