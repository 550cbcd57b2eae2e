// Turnips visibly moving: for each transfer of the current frame, a turnip token flies from the
// giving village (or the supply) to the receiving one. Short, skippable (the next frame replaces
// it) and off under prefers-reduced-motion.
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Move } from './playback';
import { TurnipIcon } from './Icons';

interface Token {
  id: string;
  x: number;
  y: number;
  dx: number;
  dy: number;
  amount: number;
}

function reducedMotion(): boolean {
  try {
    return (
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    );
  } catch {
    return true;
  }
}

function anchor(
  root: HTMLElement,
  seat: number | null,
  place: 'stock' | 'bank' | 'supply',
): { x: number; y: number } | null {
  const base = root.getBoundingClientRect();
  let el: Element | null = null;
  if (seat === null || place === 'supply') el = root.querySelector('.vp-deck');
  else
    el = root.querySelector(`[data-seat="${seat}"] [data-stat="${place === 'bank' ? 'bank' : 'stockpile'}"]`);
  if (!el) return seat === null ? { x: base.width - 24, y: 0 } : null;
  const r = el.getBoundingClientRect();
  return { x: r.left - base.left + 8, y: r.top - base.top };
}

export function FlyingTurnips({
  root,
  moves,
  frameId,
}: {
  root: RefObject<HTMLElement | null>;
  moves: Move[];
  frameId: string;
}) {
  const [tokens, setTokens] = useState<Token[]>([]);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || reducedMotion() || moves.length === 0) {
      setTokens([]);
      return;
    }
    const out: Token[] = [];
    moves.forEach((m, i) => {
      const a = anchor(el, m.from, m.fromPlace);
      const b = anchor(el, m.to, m.toPlace);
      if (!a || !b) return;
      out.push({ id: `${frameId}-${i}`, x: a.x, y: a.y, dx: b.x - a.x, dy: b.y - a.y, amount: m.amount });
    });
    setTokens(out);
    const timer = setTimeout(() => setTokens([]), 900);
    return () => clearTimeout(timer);
    // moves are derived from the frame; frameId identifies it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frameId]);
  return (
    <>
      {tokens.map((tk) => (
        <span
          key={tk.id}
          className="vp-fly"
          aria-hidden="true"
          style={{
            left: tk.x,
            top: tk.y,
            ['--dx' as string]: `${tk.dx}px`,
            ['--dy' as string]: `${tk.dy}px`,
          }}
        >
          <TurnipIcon size={20} />
          <b className="num">{tk.amount}</b>
        </span>
      ))}
    </>
  );
}
