// Where the chosen path card may go on the maze: the empty cells to tap (a plus where it fits as
// turned now, a turn arrow where it fits the other way) and the card previewed at the chosen
// spot. A memoised part, like the cards: moving or zooming the maze does not draw it again.
import { memo } from 'react';
import { PathCardFace } from './CardArt';
import { cellAt, cellKey, type CellButton } from './MazeCards';
import { CELL_H, CELL_W } from './layout';
import type { MazeProps } from './mazeProps';
import { useSabT } from './strings';

type Cell = { x: number; y: number };

interface MazeSpotsProps {
  candidates: readonly Cell[];
  spots: readonly Cell[];
  otherWay: readonly Cell[];
  ghost: MazeProps['ghost'];
  button: CellButton;
}

export const MazeSpots = memo(function MazeSpots(props: MazeSpotsProps) {
  const t = useSabT();
  const { candidates, ghost, button } = props;
  const spotSet = new Set(props.spots.map(cellKey));
  const otherSet = new Set(props.otherWay.filter((c) => !spotSet.has(cellKey(c))).map(cellKey));
  const label = (c: Cell, legal: boolean, other: boolean) =>
    legal
      ? t('spotLegal', { x: c.x, y: c.y })
      : other
        ? `${t('spotLabel', { x: c.x, y: c.y })}: ${t('otherWay')}`
        : t('spotLabel', { x: c.x, y: c.y });
  return (
    <>
      {candidates.map((c) => {
        const k = cellKey(c);
        if (ghost && ghost.x === c.x && ghost.y === c.y) return null;
        const legal = spotSet.has(k);
        const other = otherSet.has(k);
        return (
          <g
            key={`c${k}`}
            className={`sab-cell sab-spot${legal ? ' sab-spot-legal' : other ? ' sab-spot-other' : ''}`}
            {...button(c.x, c.y, label(c, legal, other))}
          >
            <g transform={cellAt(c.x, c.y)}>
              <rect x={2} y={2} width={CELL_W - 4} height={CELL_H - 4} rx={6} className="sab-spot-rect" />
              {legal && (
                <path
                  d={`M${CELL_W / 2 - 10} ${CELL_H / 2} h20 M${CELL_W / 2} ${CELL_H / 2 - 10} v20`}
                  className="sab-spot-plus"
                />
              )}
              {other && (
                <text x={CELL_W / 2} y={CELL_H / 2 + 8} textAnchor="middle" className="sab-spot-turn">
                  ↻
                </text>
              )}
            </g>
          </g>
        );
      })}
    </>
  );
});

/** The chosen card shown at the chosen spot, ringed. */
export const MazeGhost = memo(function MazeGhost(props: {
  ghost: NonNullable<MazeProps['ghost']>;
  doorLetters: { green: string; blue: string };
  button: CellButton;
}) {
  const t = useSabT();
  const { ghost, doorLetters, button } = props;
  return (
    <g
      className="sab-cell sab-ghost"
      {...button(ghost.x, ghost.y, t('spotLegal', { x: ghost.x, y: ghost.y }))}
    >
      <g transform={cellAt(ghost.x, ghost.y)}>
        <PathCardFace id={ghost.card} rotated={ghost.rotated} doorLetters={doorLetters} />
        <rect x={1} y={1} width={CELL_W - 2} height={CELL_H - 2} rx={6} className="sab-ghost-ring" />
      </g>
    </g>
  );
});
