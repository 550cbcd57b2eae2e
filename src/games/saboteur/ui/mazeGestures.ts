// The maze's shortcuts by hand: drag with one finger to pan, pinch with two (or the wheel) to
// zoom. A drag that moved is not a tap: `moved()` tells the cells so.
import {
  useRef,
  type Dispatch,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
  type WheelEvent,
} from 'react';
import { clamp, panBy, pinchCamera, zoomAt, type Camera } from './layout';

type Point = { x: number; y: number };

export function useMazeGestures(
  box: RefObject<HTMLDivElement | null>,
  camera: Camera,
  setCam: Dispatch<SetStateAction<Camera | null>>,
) {
  const pointers = useRef(new Map<number, Point>());
  const drag = useRef({ moved: false, startX: 0, startY: 0 });

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
        const rel = (p: Point) => ({ x: p.x - r.left, y: p.y - r.top });
        setCam((c) => pinchCamera(c ?? camera, rel(prev), rel(other), rel(next), rel(other)));
      }
    }
    pointers.current.set(e.pointerId, next);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
  };
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const f = clamp(Math.exp(-e.deltaY * 0.0015), 0.5, 2);
    setCam((c) => zoomAt(c ?? camera, f, e.clientX - r.left, e.clientY - r.top));
  };
  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onWheel },
    moved: () => drag.current.moved,
  };
}
