// What every cell of the maze shares: its place on the SVG plane, its key, and what it answers
// as a button (a tap chooses it, Enter or Space too, Tab brings it into sight; a card's help on a
// long press, or on a tap where a tap does nothing else), or a picture when it answers nothing.
import type { KeyboardEvent } from 'react';
import { useHelpPress } from '../../../kit/ui/CardHelp';
import { CELL_H, CELL_W } from './layout';

type Cell = { x: number; y: number };

export const cellKey = (c: Cell) => `${c.x},${c.y}`;

export const cellAt = (x: number, y: number) => `translate(${x * CELL_W} ${y * CELL_H})`;

export function useCellButton({
  onCell,
  onCardHelp,
  moved,
  reveal,
}: {
  onCell: ((x: number, y: number) => void) | undefined;
  onCardHelp: ((card: string) => void) | undefined;
  /** whether the pointer that ends now dragged the maze */
  moved(): boolean;
  reveal(x: number, y: number): void;
}) {
  const press = useHelpPress();
  const tap = (x: number, y: number) => {
    if (moved()) return; // the end of a pan is not a tap
    onCell?.(x, y);
  };
  const keyTap = (x: number, y: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onCell?.(x, y);
    }
  };
  // a card's help: a long press where a tap chooses the cell, a tap where it does nothing else
  const helpProps = (x: number, y: number, card?: string) =>
    card && onCardHelp ? press(() => onCardHelp?.(card), onCell ? () => tap(x, y) : undefined) : null;
  return (x: number, y: number, label: string, card?: string) => {
    const help = helpProps(x, y, card);
    if (onCell)
      return {
        role: 'button',
        tabIndex: 0,
        'aria-label': label,
        onClick: () => tap(x, y),
        onKeyDown: keyTap(x, y),
        onFocus: () => reveal(x, y),
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
          onCardHelp?.(card ?? '');
        },
      };
    return { 'aria-label': label, role: 'img' };
  };
}

/** A cell's button props: `button(x, y, label, card?)` (card: whose help a long press opens). */
export type CellButton = ReturnType<typeof useCellButton>;
