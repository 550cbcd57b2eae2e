// One village sheet: 5 avenues × 6 columns with the printed points, big cells, the legal
// cells of the selected requirement highlighted, and the scoring groups of a breakdown
// outlined with their points. Without a sheet it draws the blank sheet to copy on paper.
import { AVENUE_LABELS, COLS, POINTS, type Cell, type ObjectType } from '../rules';

const COLUMNS = Array.from({ length: COLS }, (_, i) => i + 1);
import { ObjectIcon } from './Icons';
import { TYPE_WORD, type CellMark, type RvT } from './present';
import { useRvT } from './strings';

interface SheetGridProps {
  cells: Cell[][] | null;
  marks?: CellMark[][] | null;
  /** the object the legal cells would receive (drawn faintly in them) */
  ghost?: ObjectType | null;
  /** the avenue lit up (breakdown, preview or choice), or null */
  activeRow?: number | null;
  onCell?(row: number, col: number): void;
  /** tapping an avenue's label opens what it scores */
  onAvenue?(row: number): void;
  label: string;
}

export function SheetGrid({
  cells,
  marks,
  ghost,
  activeRow = null,
  onCell,
  onAvenue,
  label,
}: SheetGridProps) {
  const t = useRvT();
  return (
    <div
      className="rv-sheet"
      role="group"
      aria-label={label}
      // the CSS grid's column count comes from the rules' COLS (issue 31 item 2: the grid once)
      style={{ '--rv-cols': COLS } as React.CSSProperties}
    >
      <div className="rv-sheet-corner" aria-hidden="true" />
      {COLUMNS.map((c) => (
        <div key={c} className="rv-col-head num" aria-hidden="true">
          {c}
        </div>
      ))}
      {AVENUE_LABELS.map((avenue, r) => (
        <Row
          key={avenue}
          r={r}
          avenue={avenue}
          cells={cells}
          marks={marks ?? null}
          ghost={ghost ?? null}
          active={activeRow === r}
          onCell={onCell}
          onAvenue={onAvenue}
          t={t}
        />
      ))}
    </div>
  );
}

function Row({
  r,
  avenue,
  cells,
  marks,
  ghost,
  active,
  onCell,
  onAvenue,
  t,
}: {
  r: number;
  avenue: string;
  cells: Cell[][] | null;
  marks: CellMark[][] | null;
  ghost: ObjectType | null;
  active: boolean;
  onCell?(row: number, col: number): void;
  onAvenue?(row: number): void;
  t: RvT;
}) {
  return (
    <>
      <AvenueHead r={r} avenue={avenue} active={active} onAvenue={onAvenue} t={t} />
      {/* r is a row of the sheet; cells and marks have its shape (rows × columns of POINTS) */}
      {POINTS[r]!.map((points, c) => (
        <GridCell
          key={c}
          r={r}
          c={c}
          avenue={avenue}
          points={points}
          value={cells ? cells[r]![c]! : null}
          m={marks ? marks[r]![c]! : null}
          ghost={ghost}
          active={active}
          onCell={onCell}
          t={t}
        />
      ))}
    </>
  );
}

/** An avenue's label at the start of its row: a button that explains it, when it can. */
function AvenueHead({
  r,
  avenue,
  active,
  onAvenue,
  t,
}: {
  r: number;
  avenue: string;
  active: boolean;
  onAvenue?(row: number): void;
  t: RvT;
}) {
  const head = `rv-avenue num${active ? ' rv-avenue-active' : ''}`;
  return onAvenue ? (
    <button type="button" className={`${head} rv-avenue-help`} onClick={() => onAvenue(r)}>
      <span className="visually-hidden">{t('avenue', { label: avenue })}</span>
      <span aria-hidden="true">{avenue}</span>
    </button>
  ) : (
    <div className={head}>
      <span className="visually-hidden">{t('avenue', { label: avenue })}</span>
      <span aria-hidden="true">{avenue}</span>
    </div>
  );
}

/** The CSS classes of a cell: lit avenue, legal, new, scoring or dimmed group, its object. */
function cellClasses(value: Cell, m: CellMark | null, active: boolean, legal: boolean): string {
  const classes = ['rv-cell'];
  if (active) classes.push('rv-cell-active');
  if (legal) classes.push('rv-cell-legal');
  if (m?.unconfirmed) classes.push('rv-cell-new');
  if (m && m.group >= 0) classes.push(m.scoring ? 'rv-cell-scoring' : 'rv-cell-dim');
  if (m?.squareNeighbour) classes.push('rv-cell-neighbour');
  if (value) classes.push(`rv-cell-${value}`);
  return classes.join(' ');
}

/** The points shown on a cell: a group's badge, else a square's points, else none. */
function cellBadge(m: CellMark | null): string | null {
  if (m?.badge !== null && m?.badge !== undefined) return `+${m.badge}`;
  if (m?.squarePoints !== null && m?.squarePoints !== undefined)
    return m.squarePoints > 0 ? `+${m.squarePoints}` : '0';
  return null;
}

/** One cell of the sheet: its printed points, its object (or the ghost of a legal one), a badge. */
function GridCell({
  r,
  c,
  avenue,
  points,
  value,
  m,
  ghost,
  active,
  onCell,
  t,
}: {
  r: number;
  c: number;
  avenue: string;
  points: number;
  value: Cell | null;
  m: CellMark | null;
  ghost: ObjectType | null;
  active: boolean;
  onCell?(row: number, col: number): void;
  t: RvT;
}) {
  const legal = !!m?.legal && !!onCell;
  const what = value ? t(TYPE_WORD[value]) : t('cellEmpty');
  const name = `${t('cellLabel', { avenue, col: c + 1, points: t('pointsN', { count: points }) })}: ${what}${legal && ghost ? `, ${t('cellCanPlace', { type: t(TYPE_WORD[ghost]) })}` : ''}`;
  const badge = cellBadge(m);
  return (
    <button
      type="button"
      className={cellClasses(value, m, active, legal)}
      disabled={!legal}
      // with a scoring badge the visible digits ("2", "+3") stand apart from the words, so
      // the name comes from hidden text instead of an aria-label (axe label-in-name)
      aria-label={badge === null ? name : undefined}
      data-row={r}
      data-col={c + 1}
      onClick={legal ? () => onCell?.(r, c + 1) : undefined}
    >
      {badge !== null && <span className="visually-hidden">{`${name}, ${badge}`}</span>}
      {points > 0 && (
        <span className="rv-points num" aria-hidden={badge !== null ? true : undefined}>
          {points}
        </span>
      )}
      {value && <ObjectIcon type={value} size={30} />}
      {!value && legal && ghost && (
        <span className="rv-ghost">
          <ObjectIcon type={ghost} size={26} />
        </span>
      )}
      {m?.badge !== null && m?.badge !== undefined && (
        <span className="rv-badge num" aria-hidden="true">
          +{m.badge}
        </span>
      )}
      {m?.squarePoints !== null && m?.squarePoints !== undefined && (
        <span className={`rv-badge num${m.squarePoints > 0 ? '' : ' rv-badge-zero'}`} aria-hidden="true">
          {m.squarePoints > 0 ? `+${m.squarePoints}` : '0'}
        </span>
      )}
    </button>
  );
}
