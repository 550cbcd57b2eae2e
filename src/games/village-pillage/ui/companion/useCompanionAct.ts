// Sends a companion action; a refusal is kept, in the app's language, to show above the screen.
import { useState } from 'react';
import { useLang } from '../../../../i18n/useT';
import type { RuleError } from '../../../../kit/rules';
import type { CompanionAction } from '../../rules/companion/types';
import { refusal } from '../words';

export function useCompanionAct(dispatch: (a: CompanionAction) => RuleError | null) {
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const act = (a: CompanionAction): boolean => {
    const err = dispatch(a);
    setError(err ? refusal(err, lang) : null);
    return !err;
  };
  return { act, error };
}
