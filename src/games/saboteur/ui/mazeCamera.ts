// The maze's camera: the view's size, the camera the app picks (the whole maze, or the spots to
// tap at a tappable size), and the moves the buttons and the keyboard make (zoom, reveal, fit).
// Drag and pinch are in mazeGestures.ts.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { CELL_H, CELL_W, cellBounds, fitCamera, panBy, zoomAt, type Bounds, type Camera } from './layout';
import { useMazeGestures } from './mazeGestures';

/** The smallest zoom the app picks for spots to tap: a spot is then 47 × 74 px (UX: ≥ 44). */
const MIN_TAP_SCALE = 0.84;
/** Framing the spots of a card never zooms in further than this (the maze stays readable). */
const FOCUS_MAX_SCALE = 1.2;

type Cell = { x: number; y: number };
type Size = { w: number; h: number };

/** The size of the maze's box on screen, kept up to date as it changes. */
function useViewSize(box: RefObject<HTMLDivElement | null>): Size {
  const [size, setSize] = useState({ w: 360, h: 420 });
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
  }, [box]);
  return size;
}

/**
 * The camera the app picks: with focus cells (the legal spots of the chosen card and
 * orientation, or the cards an action may target) it shows the whole maze if that keeps
 * them tappable, else frames just them at a tappable size; without, the whole maze.
 */
function framedCamera(bounds: Bounds, size: Size, focusCells: readonly Cell[] | undefined): Camera {
  const whole = fitCamera(bounds, size.w, size.h);
  const focus = focusCells && focusCells.length ? focusCells : null;
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
}

/** Zoom around the chosen spot when there is one, else around the middle of the view. */
function zoomAround(cur: Camera, f: number, anchor: Cell | null, size: Size): Camera {
  const px = anchor ? cur.tx + (anchor.x + 0.5) * CELL_W * cur.scale : size.w / 2;
  const py = anchor ? cur.ty + (anchor.y + 0.5) * CELL_H * cur.scale : size.h / 2;
  return zoomAt(cur, f, px, py);
}

/** The camera panned just enough to bring cell (x, y) into sight. */
function revealCell(cur: Camera, x: number, y: number, size: Size): Camera {
  const w = CELL_W * cur.scale;
  const h = CELL_H * cur.scale;
  const left = cur.tx + x * w;
  const top = cur.ty + y * h;
  const dx = left < 0 ? -left + 8 : left + w > size.w ? size.w - (left + w) - 8 : 0;
  const dy = top < 0 ? -top + 8 : top + h > size.h ? size.h - (top + h) - 8 : 0;
  return dx || dy ? panBy(cur, dx, dy) : cur;
}

export function useMazeCamera({
  bounds,
  focus,
  fitKey,
  anchor,
}: {
  bounds: Bounds;
  focus: readonly Cell[] | undefined;
  fitKey: string | undefined;
  anchor: Cell | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const size = useViewSize(box);
  const [cam, setCam] = useState<Camera | null>(null);
  const framed = () => framedCamera(bounds, size, focus);

  const key = `${fitKey ?? ''}|${Math.round(size.w)}x${Math.round(size.h)}`;
  useEffect(() => {
    setCam(framed());
    // re-frame only when the caller asks (fitKey) or the screen size changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const camera = cam ?? framed();
  const gestures = useMazeGestures(box, camera, setCam);
  return {
    box,
    camera,
    gestures,
    zoomBy: (f: number) => setCam((c) => zoomAround(c ?? camera, f, anchor, size)),
    // a cell reached with Tab is brought into sight: keyboard users cannot drag the maze
    reveal: (x: number, y: number) => setCam((c) => revealCell(c ?? camera, x, y, size)),
    fit: () => setCam(fitCamera(bounds, size.w, size.h)),
  };
}
