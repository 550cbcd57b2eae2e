import { randomBot, type Bot } from '../../../kit/bots';
import { rulesCore } from './rules-object';
import type { Action, State } from './types';
// placeholder, replaced below
export const strongBot: Bot<State, Action> = randomBot(rulesCore, 'strong');
