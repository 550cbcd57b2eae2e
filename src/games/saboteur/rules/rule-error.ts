// A refused Saboteur action: the stable kernel code (§15: every §6 placement rule is
// 'illegal-placement') plus the precise reason a screen words for the player.
import { RuleError } from '../../../kit/rules';
import type { IllegalReason } from './types';

export class SaboteurRuleError extends RuleError {
  readonly reason: IllegalReason;
  constructor(code: string, reason: IllegalReason, message: string) {
    super(code, message);
    this.reason = reason;
  }
}
