// The path cards on the maze: the start card and each card laid since, with the marks a card can
// carry (a target of the action card in hand, the chosen one, the one laid last, on the gold path).
import type { Placed } from '../rules/types';
import { PathCardFace } from './CardArt';
import { CELL_H, CELL_W } from './layout';
import { cellAt, type CellButton } from './mazeCell';
import { useSabT } from './strings';
import { cardName } from './words';

type DoorLetters = { green: string; blue: string };

export function StartCell({
  button,
  doorLetters,
  lit,
}: {
  button: CellButton;
  doorLetters: DoorLetters;
  lit: boolean;
}) {
  const t = useSabT();
  return (
    <g {...button(0, 0, t('cellCard', { card: t('path-start'), x: 0, y: 0 }), 'start')} className="sab-cell">
      <g transform={cellAt(0, 0)}>
        <PathCardFace id="start" doorLetters={doorLetters} lit={lit} />
      </g>
    </g>
  );
}

export function PlacedCell({
  p,
  button,
  doorLetters,
  target,
  chosen,
  recent,
  lit,
}: {
  p: Placed;
  button: CellButton;
  doorLetters: DoorLetters;
  target: boolean;
  chosen: boolean;
  recent: boolean;
  lit: boolean;
}) {
  const t = useSabT();
  return (
    <g
      className={`sab-cell${target ? ' sab-target' : ''}${chosen ? ' sab-chosen' : ''}${recent ? ' sab-recent' : ''}`}
      {...button(p.x, p.y, t('cellCard', { card: cardName(t, p.card), x: p.x, y: p.y }), p.card)}
    >
      <g transform={cellAt(p.x, p.y)}>
        <PathCardFace id={p.card} rotated={p.rotated} doorLetters={doorLetters} lit={lit} />
        {target && <TargetRing />}
      </g>
    </g>
  );
}

/** The ring around a placed card or goal that an action card can target. */
export function TargetRing() {
  return <rect x={2} y={2} width={CELL_W - 4} height={CELL_H - 4} rx={6} className="sab-target-ring" />;
}
