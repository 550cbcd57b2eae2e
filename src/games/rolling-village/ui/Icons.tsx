// The four objects as shapes, so colour is never the only signal: house (a house
// outline), forest (a triangle), lake (a circle), square (a square).
import type { ObjectType } from '../rules';

export function ObjectIcon({ type, size = 28, title }: { type: ObjectType; size?: number; title?: string }) {
  return (
    <svg
      className={`rv-icon rv-icon-${type}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
      focusable="false"
    >
      {type === 'house' && (
        <path d="M3 11 L12 3 L21 11 L21 21 L3 21 Z M9.5 21 L9.5 14.5 L14.5 14.5 L14.5 21" />
      )}
      {type === 'forest' && <path d="M12 2.5 L21.5 20.5 L2.5 20.5 Z" />}
      {type === 'lake' && <circle cx="12" cy="12" r="9" />}
      {type === 'square' && <rect x="3.5" y="3.5" width="17" height="17" rx="1.5" />}
    </svg>
  );
}

/** A die face with pips (1–6). */
export function DieFace({ face, size = 96 }: { face: number; size?: number }) {
  const p: Record<number, [number, number][]> = {
    1: [[50, 50]],
    2: [
      [28, 28],
      [72, 72],
    ],
    3: [
      [26, 26],
      [50, 50],
      [74, 74],
    ],
    4: [
      [28, 28],
      [72, 28],
      [28, 72],
      [72, 72],
    ],
    5: [
      [26, 26],
      [74, 26],
      [50, 50],
      [26, 74],
      [74, 74],
    ],
    6: [
      [28, 24],
      [72, 24],
      [28, 50],
      [72, 50],
      [28, 76],
      [72, 76],
    ],
  };
  return (
    <svg
      className="rv-die-svg"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="3" width="94" height="94" rx="18" className="rv-die-body" />
      {(p[face] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="9" className="rv-die-pip" />
      ))}
    </svg>
  );
}
