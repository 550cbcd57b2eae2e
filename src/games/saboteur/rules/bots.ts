// Bots: easy = uniformly random legal action; strong = role-aware heuristics (see strong-bot.ts).
import { randomBot, type Bot } from '../../../kit/bots';
import { rulesCore } from './rules-object';
import { strongBot } from './strong-bot';
import type { Action, State } from './types';

const easyBot: Bot<State, Action> = randomBot(rulesCore, 'easy');

export const bots: { easy: Bot<State, Action>; strong: Bot<State, Action> } = {
  easy: easyBot,
  strong: strongBot,
};
