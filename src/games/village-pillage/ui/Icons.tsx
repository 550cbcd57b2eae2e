// Icons drawn by us (UX: colour is never the only signal): wheat = green, wall = blue,
// swords = red, coin = yellow; plus turnip, bank, steal, buy, exhaust, relic, draw, swap.
import type { ReactNode } from 'react';
import type { Colour } from '../rules/types';

type P = { size?: number; className?: string };

function Svg({ size = 18, className, children }: P & { children: ReactNode }) {
  return (
    <svg
      className={className ? `vp-icon ${className}` : 'vp-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function WheatIcon(p: P) {
  return (
    <Svg {...p}>
      <path d="M12 22V7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      <ellipse cx="12" cy="4.5" rx="2" ry="3" fill="currentColor" />
      <ellipse cx="8.6" cy="9" rx="1.8" ry="3" transform="rotate(-35 8.6 9)" fill="currentColor" />
      <ellipse cx="15.4" cy="9" rx="1.8" ry="3" transform="rotate(35 15.4 9)" fill="currentColor" />
      <ellipse cx="8.6" cy="14" rx="1.8" ry="3" transform="rotate(-35 8.6 14)" fill="currentColor" />
      <ellipse cx="15.4" cy="14" rx="1.8" ry="3" transform="rotate(35 15.4 14)" fill="currentColor" />
    </Svg>
  );
}

function WallIcon(p: P) {
  return (
    <Svg {...p}>
      <path d="M3 21V8h3V5h3v3h2V5h2v3h2V5h3v3h3v13z" fill="currentColor" />
      <path
        d="M3 13h18M3 17h18M8 13v4M16 13v4M12 17v4M12 9v4"
        stroke="var(--vp-card-bg, #fff)"
        strokeWidth="1.2"
      />
    </Svg>
  );
}

function SwordsIcon(p: P) {
  return (
    <Svg {...p}>
      <path
        d="M4 3l9.5 9.5M20 3l-9.5 9.5M6 16l2 2M18 16l-2 2M3.5 20.5l3-3M20.5 20.5l-3-3"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M5 14l5 5M19 14l-5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </Svg>
  );
}

function CoinIcon(p: P) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="12" r="9.5" fill="currentColor" />
      <circle cx="12" cy="12" r="6" fill="none" stroke="var(--vp-card-bg, #fff)" strokeWidth="1.6" />
      <path d="M12 8.5v7" stroke="var(--vp-card-bg, #fff)" strokeWidth="1.8" strokeLinecap="round" />
    </Svg>
  );
}

export function ColourIcon({ colour, ...p }: P & { colour: Colour }) {
  const cls = `vp-c-${colour}${p.className ? ' ' + p.className : ''}`;
  if (colour === 'green') return <WheatIcon {...p} className={cls} />;
  if (colour === 'blue') return <WallIcon {...p} className={cls} />;
  if (colour === 'red') return <SwordsIcon {...p} className={cls} />;
  return <CoinIcon {...p} className={cls} />;
}

export function TurnipIcon(p: P) {
  return (
    <Svg {...p}>
      <path
        d="M12 8c-4.5 0-7 3-7 6.5 0 3 2.5 5 5.5 5.5L12 23l1.5-3c3-.5 5.5-2.5 5.5-5.5C19 11 16.5 8 12 8z"
        fill="#b04aa5"
      />
      <path d="M6.2 12.5c1.4-2.8 3.6-4.5 5.8-4.5s4.4 1.7 5.8 4.5z" fill="#f1e9f2" opacity="0.9" />
      <path
        d="M12 8V4M12 6c-1-3-4-4-6-3M12 6c1-3 4-4 6-3"
        stroke="#2e7d32"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </Svg>
  );
}

export function BankIcon(p: P) {
  return (
    <Svg {...p}>
      <path d="M2 9.5L12 3l10 6.5z" fill="currentColor" />
      <path d="M5 11v7M9.7 11v7M14.3 11v7M19 11v7" stroke="currentColor" strokeWidth="2.2" />
      <path d="M3 20h18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </Svg>
  );
}

export function StealIcon(p: P) {
  return (
    <Svg {...p}>
      <path d="M9 7h6l-1.5-3h-3z" fill="currentColor" />
      <path d="M8 8c-3 3-4 6-4 9 0 2.5 2 4 4 4h8c2 0 4-1.5 4-4 0-3-1-6-4-9z" fill="currentColor" />
      <path d="M10.5 13.5l1.5 1.5 3-3" stroke="var(--vp-card-bg, #fff)" strokeWidth="1.8" fill="none" />
    </Svg>
  );
}

export function BuyIcon(p: P) {
  return (
    <Svg {...p}>
      <rect x="4" y="3" width="12" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M18 13v8M14 17h8" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </Svg>
  );
}

export function ExhaustIcon(p: P) {
  return (
    <Svg {...p}>
      <path
        d="M4 6h7l-7 8h7M13 12h6l-6 7h6"
        stroke="currentColor"
        strokeWidth="2.2"
        fill="none"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function RelicIcon({ filled = true, ...p }: P & { filled?: boolean }) {
  return (
    <Svg {...p}>
      <path
        d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function DrawIcon(p: P) {
  return (
    <Svg {...p}>
      <rect x="5" y="3" width="14" height="18" rx="2" fill="currentColor" />
      <path d="M8 7l8 10M16 7l-8 10" stroke="var(--vp-card-bg, #fff)" strokeWidth="1.4" />
    </Svg>
  );
}

export function SwapIcon(p: P) {
  return (
    <Svg {...p}>
      <path
        d="M4 8h14l-3-3M20 16H6l3 3"
        stroke="currentColor"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
    </Svg>
  );
}

export function OppIcon(p: P) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="7" r="4" fill="currentColor" />
      <path d="M4 21c0-4.5 3.5-7.5 8-7.5s8 3 8 7.5z" fill="currentColor" />
    </Svg>
  );
}

export function HandIcon(p: P) {
  return (
    <Svg {...p}>
      <rect
        x="3"
        y="6"
        width="10"
        height="14"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        transform="rotate(-12 8 13)"
      />
      <rect x="10" y="4" width="10" height="14" rx="2" fill="currentColor" transform="rotate(10 15 11)" />
    </Svg>
  );
}

export function PauseIcon(p: P) {
  return (
    <Svg {...p}>
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </Svg>
  );
}

export function PlayIcon(p: P) {
  return (
    <Svg {...p}>
      <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
    </Svg>
  );
}

export function SkipIcon(p: P) {
  return (
    <Svg {...p}>
      <path d="M4 5v14l9-7zM12 5v14l9-7z" fill="currentColor" />
      <rect x="19.5" y="5" width="2.5" height="14" fill="currentColor" />
    </Svg>
  );
}

export function HomeIcon(p: P) {
  return (
    <Svg {...p}>
      <path
        d="M3 11.5L12 4l9 7.5M6 10v10h4.5v-6h3v6H18V10"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

/** One relic icon per relic needed to win, the first `count` filled. */
export function RelicRow({ count, goal }: { count: number; goal: number }) {
  return (
    <>
      {Array.from({ length: goal }, (_, k) => (
        <RelicIcon key={k} size={16} filled={k < count} className={k < count ? 'on' : 'off'} />
      ))}
    </>
  );
}
