// What every cell of the maze shares: its place on the SVG plane, its key, and what it answers
// as a button (a tap chooses it, Enter or Space too, Tab brings it into sight; a card's help on a
// long press, or on a tap where a tap does nothing else), or a picture when it answers nothing.
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useHelpPress } from '../../../kit/ui/CardHelp';
import { CELL_H, CELL_W } from './layout';

type Cell = { x: number; y: number };

export const cellKey = (c: Cell) => `${c.x},${c.y}`;

export const cellAt = (x: number, y: number) => `translate(${x * CELL_W} ${y * CELL_H})`;

interface CellHandlers {
  onCell: ((x: number, y: number) => void) | undefined;
  onCardHelp: ((card: string) => void) | undefined;
  /** whether the pointer that ends now dragged the maze */
  moved(): boolean;
  reveal(x: number, y: number): void;
}

/**
 * One function while the maze keeps the same kinds of handler (issue 32, opening a game): the
 * memoised plane (MazePlane) is not drawn again when the maze measures its box, frames its camera
 * or is panned and zoomed; the handlers read the maze's latest ones.
 */
export function useCellButton(handlers: CellHandlers) {
  const press = useHelpPress();
  const live = useRef(handlers);
  useLayoutEffect(() => {
    live.current = handlers;
  });
  const tappable = !!handlers.onCell;
  const helped = !!handlers.onCardHelp;
  return useCallback(
    (x: number, y: number, label: string, card?: string) => {
      const tap = () => {
        if (live.current.moved()) return; // the end of a pan is not a tap
        live.current.onCell?.(x, y);
      };
      // a card's help: a long press where a tap chooses the cell, a tap where it does nothing else
      const help =
        card && helped ? press(() => live.current.onCardHelp?.(card), tappable ? tap : undefined) : null;
      if (tappable)
        return {
          role: 'button',
          tabIndex: 0,
          'aria-label': label,
          onClick: tap,
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
    [press, tappable, helped],
  );
}

/** A cell's button props: `button(x, y, label, card?)` (card: whose help a long press opens). */
export type CellButton = ReturnType<typeof useCellButton>;
