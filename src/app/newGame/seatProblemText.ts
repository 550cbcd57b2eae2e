// A seat problem of the new-game form in words.
import type { Translator } from '../../i18n/core';
import type { ShellDict } from '../../i18n/shell';
import type { SeatProblem } from './seats';

export function seatProblemText(t: Translator<ShellDict>, p: SeatProblem): string {
  switch (p.key) {
    case 'playersRange':
      return t('playersRange', p.params);
    case 'nameEmpty':
      return t('nameEmpty', p.params);
    case 'namesUnique':
      return t('namesUnique');
    case 'needHuman':
      return t('needHuman');
  }
}
