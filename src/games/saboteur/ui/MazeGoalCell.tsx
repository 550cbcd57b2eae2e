// A goal card on the maze: its back while face down (with this seat's own Map mark, if any), its
// face once turned up (folding over when it has just been), named by where it lies and what this
// seat knows of it.
import type { MazeProps } from './mazeProps';
import { GoalBack, PathCardFace } from './CardArt';
import { TargetRing } from './MazeCardCell';
import { cellAt, type CellButton } from './mazeCell';
import { useSabT } from './strings';
import { cardName, goalPos } from './words';

type Goal = MazeProps['goals'][number];
type DoorLetters = { green: string; blue: string };

export function GoalCell({
  g,
  button,
  doorLetters,
  target,
  chosen,
  lit,
  flipping,
}: {
  g: Goal;
  button: CellButton;
  doorLetters: DoorLetters;
  target: boolean;
  chosen: boolean;
  lit: boolean;
  /** just turned face up: the back folds away, then the face unfolds */
  flipping: boolean;
}) {
  const t = useSabT();
  const pos = goalPos(t, g.x, g.y);
  const label = g.revealed
    ? t('cellCard', { card: cardName(t, g.card ?? 'goal-gold'), x: g.x, y: g.y })
    : g.peek === true
      ? t('goalPeekedGold', { pos })
      : g.peek === false
        ? t('goalPeekedStone', { pos })
        : t('goalHidden', { pos });
  return (
    <g
      className={`sab-cell${target ? ' sab-target' : ''}${chosen ? ' sab-chosen' : ''}`}
      {...button(g.x, g.y, label, g.revealed && g.card ? g.card : 'goal')}
    >
      <g transform={cellAt(g.x, g.y)}>
        {g.revealed && g.card && flipping ? (
          <>
            <g className="sab-flip-back">
              <GoalBack peek={null} />
            </g>
            <g className="sab-flip-face">
              <PathCardFace id={g.card} rotated={g.rotated} doorLetters={doorLetters} />
            </g>
          </>
        ) : g.revealed && g.card ? (
          <PathCardFace id={g.card} rotated={g.rotated} doorLetters={doorLetters} lit={lit} />
        ) : (
          <GoalBack peek={g.peek} />
        )}
        {target && <TargetRing />}
      </g>
    </g>
  );
}
