// Card faces drawn by us in SVG: path cards (tunnels, dead ends, bridges, double bends,
// ladders, doors of both colours, crystals), the start, the goals, and the action cards.
// Every card is drawn in a 60×90 box; a 180° turn is a rotate() around its centre.
import { PATH_CARDS } from '../rules';
import type { Edge } from '../rules/geometry';
import type { CardId, Tool } from '../rules/types';
import { cardTools, toolEffect } from './choices';
import { CELL_H, CELL_W } from './layout';

const CX = CELL_W / 2;
const CY = CELL_H / 2;
/** where each edge meets the card border: N, E, S, W */
const EDGE_PT: Readonly<Record<Edge, [number, number]>> = {
  1: [CX, 0],
  2: [CELL_W, CY],
  4: [CX, CELL_H],
  8: [0, CY],
};
const STUB_PT: Readonly<Record<Edge, [number, number]>> = {
  1: [CX, 22],
  2: [CELL_W - 15, CY],
  4: [CX, CELL_H - 22],
  8: [15, CY],
};
const EDGE_BITS: readonly Edge[] = [1, 2, 4, 8];
const TUNNEL = 16;

function bits(mask: number): Edge[] {
  return EDGE_BITS.filter((b) => mask & b);
}

function Tunnel({ d, over }: { d: string; over?: boolean }) {
  return (
    <>
      {over && <path d={d} className="sab-tunnel-edge" strokeWidth={TUNNEL + 6} fill="none" />}
      <path d={d} className="sab-tunnel" strokeWidth={TUNNEL} fill="none" strokeLinecap="butt" />
    </>
  );
}

function Rock({ x, y }: { x: number; y: number }) {
  return <path d={`M${x - 9} ${y + 4} l4 -9 l7 -2 l6 5 l1 7 l-7 4 z`} className="sab-rock" />;
}

function LadderIcon({ x, y }: { x: number; y: number }) {
  return (
    <g className="sab-ladder" transform={`translate(${x - 8} ${y - 13})`}>
      <path d="M2 0 V26 M14 0 V26 M2 5 H14 M2 12 H14 M2 19 H14" strokeWidth={2.5} fill="none" />
    </g>
  );
}

function Crystal({ x, y }: { x: number; y: number }) {
  return <path d={`M${x} ${y - 8} l6 6 l-6 10 l-6 -10 z`} className="sab-crystal" />;
}

function Door({
  x,
  y,
  colour,
  letter,
  upright,
}: {
  x: number;
  y: number;
  colour: 'green' | 'blue';
  letter: string;
  /** undo the card's 180° turn so the letter stays readable */
  upright: boolean;
}) {
  return (
    <g className={`sab-door sab-door-${colour}`}>
      <path d={`M${x - 10} ${y + 12} V${y - 4} a10 10 0 0 1 20 0 V${y + 12} z`} />
      <text
        x={x}
        y={y + 8}
        textAnchor="middle"
        className="sab-door-letter"
        transform={upright ? `rotate(180 ${x} ${y + 4})` : undefined}
      >
        {letter}
      </text>
    </g>
  );
}

/** The path drawing of one card id (unrotated). */
function PathDrawing({
  id,
  doorLetters,
  rotated,
}: {
  id: CardId;
  doorLetters: { green: string; blue: string };
  rotated: boolean;
}) {
  const def = PATH_CARDS[id];
  if (!def) return null;
  const groups = def.groups;
  const parts: React.ReactNode[] = [];
  let key = 0;
  // two tunnels that do not meet: the bridge crosses over, the double bend turns away
  const bridge = def.name === 'bridge';
  const doubleCurve = def.name === 'double-curve';
  for (const g of groups) {
    const edges = bits(g);
    if (edges.length === 1 && !def.ladder) {
      // a dead-end stub: tunnel stops inside the card at a rock
      const [ex, ey] = EDGE_PT[edges[0]!];
      const [sx, sy] = STUB_PT[edges[0]!];
      parts.push(<Tunnel key={key++} d={`M${ex} ${ey} L${sx} ${sy}`} />);
      parts.push(<Rock key={key++} x={sx} y={sy} />);
    } else if (doubleCurve && edges.length === 2) {
      // a bend hugging the corner between its two edges, so the two bends never meet
      const [a, b] = [EDGE_PT[edges[0]!], EDGE_PT[edges[1]!]]; // two edges (above)
      const ns = a[0] === CX ? a : b;
      const ew = a[0] === CX ? b : a;
      const qx = ew[0] + (CX - ew[0]) * 0.35;
      const qy = ns[1] + (CY - ns[1]) * 0.35;
      parts.push(<Tunnel key={key++} d={`M${a[0]} ${a[1]} Q${qx} ${qy} ${b[0]} ${b[1]}`} />);
    } else {
      const over = bridge && g === 5;
      const d = edges.map((e) => `M${EDGE_PT[e][0]} ${EDGE_PT[e][1]} L${CX} ${CY}`).join(' ');
      const straight = bridge
        ? `M${EDGE_PT[edges[0]!][0]} ${EDGE_PT[edges[0]!][1]} L${EDGE_PT[edges[1]!][0]} ${EDGE_PT[edges[1]!][1]}` // a bridge's groups have two edges each
        : d;
      parts.push(<Tunnel key={key++} d={straight} over={over} />);
      if (edges.length > 1 && !bridge)
        parts.push(<circle key={key++} cx={CX} cy={CY} r={TUNNEL / 2} className="sab-tunnel-fill" />);
    }
  }
  if (def.ladder && id !== 'start') {
    const g = groups[0]!; // a ladder card has a group
    const only = bits(g);
    if (only.length === 1)
      parts.push(<Tunnel key={key++} d={`M${EDGE_PT[only[0]!][0]} ${EDGE_PT[only[0]!][1]} L${CX} ${CY}`} />);
    parts.push(<LadderIcon key={key++} x={CX} y={CY} />);
  }
  if (def.door) {
    const dg = groups.find((g) => bits(g).length > 1) ?? groups[0]!; // a door card has a group
    const es = bits(dg);
    // the door sits on the door group, halfway between the centre and its first edge
    const [ex, ey] = EDGE_PT[es[0]!];
    parts.push(
      <Door
        key={key++}
        upright={rotated}
        x={(ex + CX) / 2}
        y={(ey + CY) / 2}
        colour={def.door}
        letter={doorLetters[def.door]}
      />,
    );
  }
  for (let i = 0; i < def.crystals; i++) parts.push(<Crystal key={key++} x={12} y={14} />);
  return <>{parts}</>;
}

interface PathCardProps {
  id: CardId;
  rotated?: boolean;
  doorLetters: { green: string; blue: string };
  /** highlight (the gold path at round end) */
  lit?: boolean;
}

/** A path card face, as an SVG group at the origin (place it with a transform). */
export function PathCardFace({ id, rotated = false, doorLetters, lit }: PathCardProps) {
  const isStart = id === 'start';
  const gold = id === 'goal-gold';
  const stone = PATH_CARDS[id]?.name === 'goal-stone';
  return (
    <g
      className={`sab-card${isStart ? ' sab-card-start' : ''}${gold ? ' sab-card-gold' : ''}${stone ? ' sab-card-stone' : ''}${lit ? ' sab-card-lit' : ''}`}
    >
      <rect x={1} y={1} width={CELL_W - 2} height={CELL_H - 2} rx={6} className="sab-card-bg" />
      <g transform={rotated ? `rotate(180 ${CX} ${CY})` : undefined}>
        <PathDrawing id={id} doorLetters={doorLetters} rotated={rotated} />
      </g>
      {isStart && <LadderIcon x={CX} y={CY} />}
      {gold && (
        <g className="sab-nugget">
          <path d={`M${CX - 14} ${CY + 6} l6 -12 l10 -3 l10 6 l2 10 l-12 6 z`} />
          <path d={`M${CX - 6} ${CY - 2} l5 -3 l4 3`} className="sab-nugget-shine" fill="none" />
        </g>
      )}
      {stone && <path d={`M${CX - 12} ${CY + 8} l4 -12 l9 -4 l11 6 l0 9 l-10 5 z`} className="sab-stone" />}
    </g>
  );
}

/** The back of a face-down goal card; `peek` marks what this seat learned with a Map. */
export function GoalBack({ peek }: { peek: boolean | null }) {
  return (
    <g className="sab-card sab-goal-back">
      <rect x={1} y={1} width={CELL_W - 2} height={CELL_H - 2} rx={6} className="sab-goal-back-bg" />
      <text x={CX} y={CY + 10} textAnchor="middle" className="sab-goal-q">
        ?
      </text>
      {peek !== null && (
        <g className={peek ? 'sab-peek sab-peek-gold' : 'sab-peek sab-peek-stone'}>
          <circle cx={CELL_W - 13} cy={13} r={10} />
          <text x={CELL_W - 13} y={18} textAnchor="middle">
            {peek ? '★' : '✕'}
          </text>
        </g>
      )}
    </g>
  );
}

function ToolIcon({ tool }: { tool: Tool }) {
  if (tool === 'pickaxe')
    return (
      <path d="M-14 -6 Q0 -16 14 -6 M0 -11 L0 16" strokeWidth={4} fill="none" className="sab-icon-stroke" />
    );
  if (tool === 'lantern')
    return (
      <g className="sab-icon-stroke" fill="none" strokeWidth={3}>
        <path d="M-6 -14 a6 6 0 0 1 12 0" />
        <rect x={-9} y={-10} width={18} height={22} rx={3} />
        <path d="M-3 -3 h6 v8 h-6 z" className="sab-icon-flame" />
      </g>
    );
  return (
    <g className="sab-icon-stroke" fill="none" strokeWidth={3}>
      <path d="M-16 -8 H16 L11 8 H-11 Z" />
      <circle cx={-7} cy={13} r={4} />
      <circle cx={7} cy={13} r={4} />
    </g>
  );
}

/** An action card's picture, centred on the origin in a 40×40 box. */
// oxlint-disable-next-line max-lines-per-function -- a picture table: one drawing per action card
export function ActionIcon({ id }: { id: CardId }) {
  const tools = cardTools(id);
  let icon: React.ReactNode = null;
  const [first, second] = tools;
  if (tools.length === 1) icon = <ToolIcon tool={first!} />;
  else if (tools.length === 2)
    icon = (
      <>
        <g transform="translate(0 -14) scale(0.7)">
          <ToolIcon tool={first!} />
        </g>
        <g transform="translate(0 16) scale(0.7)">
          <ToolIcon tool={second!} />
        </g>
      </>
    );
  else if (id === 'rockfall')
    icon = (
      <g className="sab-rock">
        <path d="M-16 12 l6 -14 l8 2 l4 12 z" />
        <path d="M-2 12 l6 -20 l10 6 l2 14 z" />
        <path d="M-8 -10 l5 -6 l6 2 l-1 6 z" />
      </g>
    );
  else if (id === 'map')
    icon = (
      <g>
        <path d="M-16 -14 L-5 -18 L5 -14 L16 -18 V14 L5 18 L-5 14 L-16 18 Z" className="sab-icon-paper" />
        <text x={0} y={7} textAnchor="middle" className="sab-icon-text">
          ?
        </text>
      </g>
    );
  else if (id === 'theft')
    icon = (
      <g>
        <path d="M-8 -14 h16 l-4 6 a14 14 0 1 1 -8 0 z" className="sab-icon-bag" />
        <circle cx={0} cy={6} r={5} className="sab-nugget" />
      </g>
    );
  else if (id === 'hands-off')
    icon = (
      <g className="sab-icon-stroke" fill="none" strokeWidth={3}>
        <path d="M-10 16 V-4 M-4 14 V-12 M2 14 V-12 M8 14 V-6 M-10 16 H10 V-6" />
        <path d="M-16 -16 L16 16" className="sab-icon-cross" />
      </g>
    );
  else if (id === 'swap-hand')
    icon = (
      <g className="sab-icon-stroke" fill="none" strokeWidth={3}>
        <path d="M-14 -6 H12 l-6 -6 M14 6 H-12 l6 6" />
      </g>
    );
  else if (id === 'inspection')
    icon = (
      <g className="sab-icon-stroke" fill="none" strokeWidth={4}>
        <circle cx={-3} cy={-4} r={10} />
        <path d="M4 4 L14 15" />
      </g>
    );
  else if (id === 'swap-hats')
    icon = (
      <g>
        <path d="M-16 8 H16 M-9 8 L-6 -12 H6 L9 8" className="sab-icon-hat" />
        <path
          d="M-12 16 H12 l-4 -4 M12 -18 H-12 l4 4"
          className="sab-icon-stroke"
          fill="none"
          strokeWidth={2.5}
        />
      </g>
    );
  else if (id === 'trapped' || id === 'free-at-last')
    icon = (
      <g className="sab-icon-stroke" fill="none" strokeWidth={3}>
        <rect x={-15} y={-16} width={30} height={32} rx={3} />
        {id === 'trapped' ? (
          <path d="M-7 -16 V16 M0 -16 V16 M7 -16 V16" />
        ) : (
          <path d="M-7 -16 V-4 M0 -16 V-8 M7 -16 V-4" />
        )}
      </g>
    );
  return <>{icon}</>;
}

/** An action card face in a 60×90 box. */
function ActionCardFace({ id }: { id: CardId }) {
  const broken = toolEffect(id) === 'break';
  const repair = toolEffect(id) === 'repair';
  return (
    <g
      className={`sab-card sab-action${broken ? ' sab-action-break' : ''}${repair ? ' sab-action-repair' : ''}`}
    >
      <rect x={1} y={1} width={CELL_W - 2} height={CELL_H - 2} rx={6} className="sab-action-bg" />
      <g transform={`translate(${CX} ${CY - 4})`}>
        <ActionIcon id={id} />
      </g>
      {broken && (
        <path
          d={`M12 ${CELL_H - 28} l36 20 M48 ${CELL_H - 28} l-36 20`}
          className="sab-break-x"
          strokeWidth={5}
        />
      )}
      {repair && (
        <path
          d={`M16 ${CELL_H - 20} l8 8 l20 -18`}
          className="sab-repair-check"
          strokeWidth={5}
          fill="none"
        />
      )}
    </g>
  );
}

/** Any hand card as a standalone SVG image (the name is written next to it, in HTML). */
export function CardImage({
  id,
  rotated = false,
  doorLetters,
  size = 60,
}: {
  id: CardId;
  rotated?: boolean;
  doorLetters: { green: string; blue: string };
  size?: number;
}) {
  const isPath = PATH_CARDS[id] !== undefined;
  return (
    <svg
      viewBox={`0 0 ${CELL_W} ${CELL_H}`}
      width={size}
      height={(size * CELL_H) / CELL_W}
      aria-hidden="true"
      focusable="false"
      className="sab-card-img"
    >
      {isPath ? (
        <PathCardFace id={id} rotated={rotated} doorLetters={doorLetters} />
      ) : (
        <ActionCardFace id={id} />
      )}
    </svg>
  );
}
