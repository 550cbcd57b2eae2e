// Every change goes through `dispatch`: an action the rules refuse is shown in the person's
// language until the next action.
import { useState } from 'react';
import { useLang } from '../../../i18n/useT';
import type { Action } from '../rules';
import { ruleReason } from './ruleReasons';
import type { Act, RvScreenProps } from './screenTypes';

/** `act` applies an action (false when refused); `error` is the last refusal, in words, or null. */
export function useAct(dispatch: RvScreenProps['dispatch']): { act: Act; error: string | null } {
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const act = (action: Action) => {
    const err = dispatch(action);
    setError(err ? ruleReason(lang, err.code) : null);
    return err === null;
  };
  return { act, error };
}
