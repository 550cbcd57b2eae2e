// The empty cells on the maze where the chosen card could go: a spot where it fits (+), fits only
// turned the other way (↻) or not at all (tap to learn why), and the card previewed on the spot
// chosen.
import { PathCardFace } from './CardArt';
import { CELL_H, CELL_W } from './layout';
import { cellAt, type CellButton } from './mazeCell';
import { useSabT } from './strings';

type DoorLetters = { green: string; blue: string };

export function SpotCell({
  c,
  button,
  legal,
  other,
}: {
  c: { x: number; y: number };
  button: CellButton;
  legal: boolean;
  other: boolean;
}) {
  const t = useSabT();
  const label = legal
    ? t('spotLegal', { x: c.x, y: c.y })
    : other
      ? `${t('spotLabel', { x: c.x, y: c.y })}: ${t('otherWay')}`
      : t('spotLabel', { x: c.x, y: c.y });
  return (
    <g
      className={`sab-cell sab-spot${legal ? ' sab-spot-legal' : other ? ' sab-spot-other' : ''}`}
      {...button(c.x, c.y, label)}
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
}

export function GhostCell({
  ghost,
  button,
  doorLetters,
}: {
  ghost: { x: number; y: number; card: string; rotated: boolean };
  button: CellButton;
  doorLetters: DoorLetters;
}) {
  const t = useSabT();
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
}
