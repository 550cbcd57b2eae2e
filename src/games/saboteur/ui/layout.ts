// Maze layout maths: where cells sit on the SVG plane, the camera (pan and zoom), fitting the
// maze to the screen and turning a screen point into a grid cell. Pure, no React, no DOM.

/** A card's size in SVG units (portrait, 2:3). */
export const CELL_W = 60;
export const CELL_H = 90;

interface Cell {
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Camera: screen = world * scale + (tx, ty). */
export interface Camera {
  scale: number;
  tx: number;
  ty: number;
}

const MIN_SCALE = 0.25;
export const MAX_SCALE = 3;

/** Cell bounds of all the given cells, grown by `pad` cells on every side. */
export function cellBounds(cells: readonly Cell[], pad = 0): Bounds {
  if (!cells.length) return { minX: -pad, maxX: pad, minY: -pad, maxY: pad };
  const first = cells[0]!; // cells is not empty (above)
  let minX = first.x;
  let maxX = first.x;
  let minY = first.y;
  let maxY = first.y;
  for (const c of cells) {
    minX = Math.min(minX, c.x);
    maxX = Math.max(maxX, c.x);
    minY = Math.min(minY, c.y);
    maxY = Math.max(maxY, c.y);
  }
  return { minX: minX - pad, maxX: maxX + pad, minY: minY - pad, maxY: maxY + pad };
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** The camera that shows the whole `bounds` centred in a w×h viewport. */
export function fitCamera(b: Bounds, w: number, h: number, maxScale = 1.6): Camera {
  const worldW = (b.maxX - b.minX + 1) * CELL_W;
  const worldH = (b.maxY - b.minY + 1) * CELL_H;
  const scale = clamp(Math.min(w / worldW, h / worldH), MIN_SCALE, maxScale);
  const tx = (w - worldW * scale) / 2 - b.minX * CELL_W * scale;
  const ty = (h - worldH * scale) / 2 - b.minY * CELL_H * scale;
  return { scale, tx, ty };
}

/** Zoom by `factor` keeping the screen point (px, py) fixed. */
export function zoomAt(cam: Camera, factor: number, px: number, py: number): Camera {
  const scale = clamp(cam.scale * factor, MIN_SCALE, MAX_SCALE);
  const k = scale / cam.scale;
  return { scale, tx: px - (px - cam.tx) * k, ty: py - (py - cam.ty) * k };
}

export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { scale: cam.scale, tx: cam.tx + dx, ty: cam.ty + dy };
}

/** The grid cell under a screen point. */
export function screenToCell(cam: Camera, px: number, py: number): Cell {
  const wx = (px - cam.tx) / cam.scale;
  const wy = (py - cam.ty) / cam.scale;
  return { x: Math.floor(wx / CELL_W), y: Math.floor(wy / CELL_H) };
}

/** Pinch: the camera after two fingers moved from (a0, b0) to (a1, b1). */
export function pinchCamera(
  cam: Camera,
  a0: { x: number; y: number },
  b0: { x: number; y: number },
  a1: { x: number; y: number },
  b1: { x: number; y: number },
): Camera {
  const d0 = Math.hypot(a0.x - b0.x, a0.y - b0.y) || 1;
  const d1 = Math.hypot(a1.x - b1.x, a1.y - b1.y) || 1;
  const m0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const m1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const zoomed = zoomAt(cam, d1 / d0, m0.x, m0.y);
  return panBy(zoomed, m1.x - m0.x, m1.y - m0.y);
}
