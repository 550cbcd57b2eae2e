// The maze: SVG cards on a pannable, zoomable plane. Tap a highlighted spot or a card to choose
// it; drag to pan and pinch (or the wheel) to zoom are shortcuts, the +, − and "whole maze"
// buttons do the same with a tap. Only what the caller passes is drawn: a face-down goal shows
// its back (and this seat's own Map mark, if any).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { SinceLayer } from './SinceLayer';
import {
  CELL_H,
  CELL_W,
  cellBounds,
  clamp,
  fitCamera,
  MAX_SCALE,
  panBy,
  pinchCamera,
  zoomAt,
  type Bounds,
  type Camera,
} from './layout';
import { MazeCards } from './MazeCards';
import { MazeGhost, MazeSpots } from './MazeSpots';
import { useCellButton, type CellHandlers } from './useCellButton';
import type { MazeProps } from './mazeProps';
import { ZoomControls } from './ZoomControls';
import { useSabT } from './strings';

/** an absent list: the same one every render, so the memoised cells stay put */
const NONE: { x: number; y: number }[] = [];

/** The smallest zoom the app picks for spots to tap: a spot is then 47 × 74 px (UX: ≥ 44). */
const MIN_TAP_SCALE = 0.84;
/** Framing the spots of a card never zooms in further than this (the maze stays readable). */
const FOCUS_MAX_SCALE = 1.2;

export function Maze(props: MazeProps) {
  const t = useSabT();
  const {
    placed,
    goals,
    spots = NONE,
    otherWay = NONE,
    candidates = NONE,
    targets = NONE,
    ghost,
    chosen,
    lit = NONE,
    flipped = NONE,
    onCell,
    full,
    onFull,
  } = props;
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 360, h: 420 });
  const [cam, setCam] = useState<Camera | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const drag = useRef({ moved: false, startX: 0, startY: 0 });
  const doorLetters = useMemo(() => ({ green: t('door-letter-green'), blue: t('door-letter-blue') }), [t]);

  const allCells = useMemo(
    () => [{ x: 0, y: 0 }, ...placed, ...goals, ...spots, ...otherWay, ...targets],
    [placed, goals, spots, otherWay, targets],
  );
  const bounds: Bounds = useMemo(() => cellBounds(allCells, 1), [allCells]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSize({ w: r.width, h: r.height });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  /**
   * The camera the app picks: with focus cells (the legal spots of the chosen card and
   * orientation, or the cards an action may target) it shows the whole maze if that keeps
   * them tappable, else frames just them at a tappable size; without, the whole maze.
   */
  const framed = useCallback((): Camera => {
    const whole = fitCamera(bounds, size.w, size.h);
    const focus = props.focus && props.focus.length ? props.focus : null;
    if (!focus) return whole;
    if (whole.scale >= MIN_TAP_SCALE) return whole;
    const fb = cellBounds(focus, 0);
    const padded = { minX: fb.minX - 0.25, maxX: fb.maxX + 0.25, minY: fb.minY - 0.25, maxY: fb.maxY + 0.25 };
    const f = fitCamera(padded, size.w, size.h, FOCUS_MAX_SCALE);
    if (f.scale >= MIN_TAP_SCALE) return f;
    // too many to show at a tappable size: centre them, or start from their top-left if they
    // overflow the view (the rest is a pan away)
    const k = MIN_TAP_SCALE;
    const fw = (fb.maxX - fb.minX + 1) * CELL_W * k;
    const fh = (fb.maxY - fb.minY + 1) * CELL_H * k;
    const tx =
      fw <= size.w ? size.w / 2 - ((fb.minX + fb.maxX + 1) / 2) * CELL_W * k : 8 - fb.minX * CELL_W * k;
    const ty =
      fh <= size.h ? size.h / 2 - ((fb.minY + fb.maxY + 1) / 2) * CELL_H * k : 8 - fb.minY * CELL_H * k;
    return { scale: k, tx, ty };
  }, [bounds, size, props.focus]);

  const fitKey = `${props.fitKey ?? ''}|${Math.round(size.w)}x${Math.round(size.h)}`;
  useEffect(() => {
    setCam(framed());
    // re-frame only when the caller asks (fitKey) or the screen size changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey]);

  const camera = cam ?? framed();

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) drag.current = { moved: false, startX: e.clientX, startY: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const next = { x: e.clientX, y: e.clientY };
    if (pointers.current.size === 1) {
      if (!drag.current.moved && Math.hypot(next.x - drag.current.startX, next.y - drag.current.startY) < 8)
        return;
      if (!drag.current.moved) (e.currentTarget as HTMLDivElement).setPointerCapture?.(e.pointerId);
      drag.current.moved = true;
      setCam((c) => panBy(c ?? camera, next.x - prev.x, next.y - prev.y));
    } else if (pointers.current.size === 2) {
      drag.current.moved = true;
      const other = [...pointers.current.entries()].find(([id]) => id !== e.pointerId)?.[1];
      if (other) {
        const r = box.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
        const rel = (p: { x: number; y: number }) => ({ x: p.x - r.left, y: p.y - r.top });
        setCam((c) => pinchCamera(c ?? camera, rel(prev), rel(other), rel(next), rel(other)));
      }
    }
    pointers.current.set(e.pointerId, next);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
  };
  const onWheel = (e: React.WheelEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const f = clamp(Math.exp(-e.deltaY * 0.0015), 0.5, 2);
    setCam((c) => zoomAt(c ?? camera, f, e.clientX - r.left, e.clientY - r.top));
  };
  // zoom around the chosen spot when there is one, else around the middle of the view
  const anchor = ghost ?? chosen ?? null;
  const zoomBy = (f: number) =>
    setCam((c) => {
      const cur = c ?? camera;
      const px = anchor ? cur.tx + (anchor.x + 0.5) * CELL_W * cur.scale : size.w / 2;
      const py = anchor ? cur.ty + (anchor.y + 0.5) * CELL_H * cur.scale : size.h / 2;
      return zoomAt(cur, f, px, py);
    });

  const tap = (x: number, y: number) => {
    if (drag.current.moved) return; // the end of a pan is not a tap
    onCell?.(x, y);
  };
  // a cell reached with Tab is brought into sight: keyboard users cannot drag the maze
  const reveal = (x: number, y: number) =>
    setCam((c) => {
      const cur = c ?? camera;
      const w = CELL_W * cur.scale;
      const h = CELL_H * cur.scale;
      const left = cur.tx + x * w;
      const top = cur.ty + y * h;
      const dx = left < 0 ? -left + 8 : left + w > size.w ? size.w - (left + w) - 8 : 0;
      const dy = top < 0 ? -top + 8 : top + h > size.h ? size.h - (top + h) - 8 : 0;
      return dx || dy ? panBy(cur, dx, dy) : cur;
    });
  // the cells' handlers read the latest of these: the cells' parts stay memoised across renders
  const live = useRef<CellHandlers>({ onCell, onCardHelp: props.onCardHelp, tap, reveal });
  useLayoutEffect(() => {
    live.current = { onCell, onCardHelp: props.onCardHelp, tap, reveal };
  });
  const button = useCellButton(live, !!onCell, !!props.onCardHelp);

  return (
    <div className="sab-maze-wrap" data-lesson-target="maze">
      <div
        ref={box}
        className="sab-maze"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        role="group"
        aria-label={t('mazeLabel')}
      >
        <svg width="100%" height="100%" className="sab-maze-svg">
          <g transform={`translate(${camera.tx} ${camera.ty}) scale(${camera.scale})`}>
            <MazeCards
              placed={placed}
              goals={goals}
              targets={targets}
              lit={lit}
              flipped={flipped}
              chosen={chosen ?? null}
              recent={props.recent ?? null}
              doorLetters={doorLetters}
              button={button}
            />
            <MazeSpots
              candidates={candidates}
              spots={spots}
              otherWay={otherWay}
              ghost={ghost}
              button={button}
            />
            {props.since && <SinceLayer placed={props.since.placed} removed={props.since.removed} />}
            {ghost && <MazeGhost ghost={ghost} doorLetters={doorLetters} button={button} />}
          </g>
        </svg>
      </div>
      <ZoomControls
        onZoom={zoomBy}
        onFit={() => setCam(fitCamera(bounds, size.w, size.h))}
        atMax={camera.scale >= MAX_SCALE}
        full={full}
        onFull={onFull}
      />
    </div>
  );
}
