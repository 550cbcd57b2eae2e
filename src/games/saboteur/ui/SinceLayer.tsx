// "Since your last turn" on the maze (issue 23 item 9): a star on each card placed since the
// viewer's own last move and a dashed frame where a rockfall took one away, drawn over the cards.
// Shape, not only colour, marks them; the same facts are in words in the "since your turn" list.
import { CELL_H, CELL_W } from './layout';

type Cell = { x: number; y: number };

export function SinceLayer({ placed, removed }: { placed: readonly Cell[]; removed: readonly Cell[] }) {
  const at = (c: Cell) => `translate(${c.x * CELL_W} ${c.y * CELL_H})`;
  return (
    <g className="sab-since-layer" aria-hidden="true" pointerEvents="none">
      {placed.map((c) => (
        <g key={`p${c.x},${c.y}`} transform={at(c)} className="sab-since-placed" data-since={`${c.x},${c.y}`}>
          <circle cx={CELL_W - 9} cy={9} r={8} className="sab-since-dot" />
          <text x={CELL_W - 9} y={13} textAnchor="middle" className="sab-since-star">
            ★
          </text>
        </g>
      ))}
      {removed.map((c) => (
        <rect
          key={`r${c.x},${c.y}`}
          transform={at(c)}
          x={3}
          y={3}
          width={CELL_W - 6}
          height={CELL_H - 6}
          rx={6}
          className="sab-since-removed"
          data-since-removed={`${c.x},${c.y}`}
        />
      ))}
    </g>
  );
}
