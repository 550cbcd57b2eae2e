// The cards on the maze: the start, the placed path cards and the goal slots as this viewer
// knows them (a face-down goal shows its back and this seat's own Map mark). A memoised part:
// moving or zooming the maze (the camera, its measured size) does not draw the cards again.
import { memo, type SVGProps } from 'react';
import { GoalBack, PathCardFace } from './CardArt';
import { CELL_H, CELL_W } from './layout';
import type { MazeProps } from './mazeProps';
import { useSabT } from './strings';
import { cardName, goalPos } from './words';

type Cell = { x: number; y: number };
type T = ReturnType<typeof useSabT>;

/** The props that make a cell tappable (or only labelled): the maze's, stable while it lives. */
export type CellButton = (x: number, y: number, label: string, card?: string) => SVGProps<SVGGElement>;

export const cellKey = (c: Cell) => `${c.x},${c.y}`;
export const cellAt = (x: number, y: number) => `translate(${x * CELL_W} ${y * CELL_H})`;

interface MazeCardsProps {
  placed: MazeProps['placed'];
  goals: MazeProps['goals'];
  targets: readonly Cell[];
  lit: readonly Cell[];
  flipped: readonly Cell[];
  chosen: Cell | null;
  recent: Cell | null;
  doorLetters: { green: string; blue: string };
  button: CellButton;
}

export const MazeCards = memo(function MazeCards(props: MazeCardsProps) {
  const t = useSabT();
  const { placed, goals, chosen, recent, doorLetters, button } = props;
  const litSet = new Set(props.lit.map(cellKey));
  const flipSet = new Set(props.flipped.map(cellKey));
  const targetSet = new Set(props.targets.map(cellKey));
  const isAt = (c: Cell | null, p: Cell) => !!c && c.x === p.x && c.y === p.y;
  return (
    <>
      <g
        {...button(0, 0, t('cellCard', { card: t('path-start'), x: 0, y: 0 }), 'start')}
        className="sab-cell"
      >
        <g transform={cellAt(0, 0)}>
          <PathCardFace id="start" doorLetters={doorLetters} lit={litSet.has('0,0')} />
        </g>
      </g>
      {placed.map((p) => {
        const isTarget = targetSet.has(cellKey(p));
        return (
          <g
            key={`p${cellKey(p)}`}
            className={`sab-cell${isTarget ? ' sab-target' : ''}${isAt(chosen, p) ? ' sab-chosen' : ''}${isAt(recent, p) ? ' sab-recent' : ''}`}
            {...button(p.x, p.y, t('cellCard', { card: cardName(t, p.card), x: p.x, y: p.y }), p.card)}
          >
            <g transform={cellAt(p.x, p.y)}>
              <PathCardFace
                id={p.card}
                rotated={p.rotated}
                doorLetters={doorLetters}
                lit={litSet.has(cellKey(p))}
              />
              {isTarget && <TargetRing />}
            </g>
          </g>
        );
      })}
      {goals.map((g) => {
        const isTarget = targetSet.has(cellKey(g));
        return (
          <g
            key={`g${cellKey(g)}`}
            className={`sab-cell${isTarget ? ' sab-target' : ''}${isAt(chosen, g) ? ' sab-chosen' : ''}`}
            {...button(g.x, g.y, goalLabel(t, g), g.revealed && g.card ? g.card : 'goal')}
          >
            <g transform={cellAt(g.x, g.y)}>
              <GoalFace
                goal={g}
                doorLetters={doorLetters}
                flipping={flipSet.has(cellKey(g))}
                lit={litSet.has(cellKey(g))}
              />
              {isTarget && <TargetRing />}
            </g>
          </g>
        );
      })}
    </>
  );
});

/** What a goal slot says: the card when face up, else where it is and what this viewer knows. */
function goalLabel(t: T, g: MazeProps['goals'][number]): string {
  if (g.revealed) return t('cellCard', { card: cardName(t, g.card ?? 'goal-gold'), x: g.x, y: g.y });
  const pos = goalPos(t, g.x, g.y);
  if (g.peek === true) return t('goalPeekedGold', { pos });
  if (g.peek === false) return t('goalPeekedStone', { pos });
  return t('goalHidden', { pos });
}

/** A goal's picture: its back, its face, or, just turned face up, the back folding into the face. */
function GoalFace(props: {
  goal: MazeProps['goals'][number];
  doorLetters: { green: string; blue: string };
  flipping: boolean;
  lit: boolean;
}) {
  const { goal: g, doorLetters } = props;
  if (!g.revealed || !g.card) return <GoalBack peek={g.peek} />;
  if (!props.flipping)
    return <PathCardFace id={g.card} rotated={g.rotated} doorLetters={doorLetters} lit={props.lit} />;
  return (
    <>
      <g className="sab-flip-back">
        <GoalBack peek={null} />
      </g>
      <g className="sab-flip-face">
        <PathCardFace id={g.card} rotated={g.rotated} doorLetters={doorLetters} />
      </g>
    </>
  );
}

/** The ring around a placed card or goal that an action card can target. */
function TargetRing() {
  return <rect x={2} y={2} width={CELL_W - 4} height={CELL_H - 4} rx={6} className="sab-target-ring" />;
}
