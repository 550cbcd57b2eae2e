// What makes a maze cell tappable: a tap (or Enter / Space) chooses it, Tab brings it into sight,
// and a card's help opens with a long press where a tap chooses, with a tap where it does
// nothing else. One function while the maze keeps the same kinds of handler, so the memoised
// cells (MazeCards, MazeSpots) are not drawn again when the maze moves; the handlers read the
// maze's latest ones from `live`.
import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import { useHelpPress } from '../../../kit/ui/CardHelp';
import type { CellButton } from './MazeCards';

export interface CellHandlers {
  onCell?(x: number, y: number): void;
  onCardHelp?(card: string): void;
  /** a tap on a cell (not the end of a pan) */
  tap(x: number, y: number): void;
  /** brings a cell reached with Tab into sight */
  reveal(x: number, y: number): void;
}

export function useCellButton(live: RefObject<CellHandlers>, tappable: boolean, helped: boolean): CellButton {
  const press = useHelpPress();
  return useCallback<CellButton>(
    (x, y, label, card) => {
      // a card's help: a long press where a tap chooses the cell, a tap where it does nothing else
      const help =
        card && helped
          ? press(() => live.current.onCardHelp?.(card), tappable ? () => live.current.tap(x, y) : undefined)
          : null;
      if (tappable)
        return {
          role: 'button',
          tabIndex: 0,
          'aria-label': label,
          onClick: () => live.current.tap(x, y),
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              live.current.onCell?.(x, y);
            }
          },
          onFocus: () => live.current.reveal(x, y),
          ...help,
        };
      if (help)
        return {
          role: 'button',
          tabIndex: 0,
          'aria-label': label,
          ...help,
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            live.current.onCardHelp?.(card ?? '');
          },
        };
      return { 'aria-label': label, role: 'img' };
    },
    [live, press, tappable, helped],
  );
}
