// The paper players' totals as typed, before they are confirmed (spec §12.3): a draft per seat,
// whole or by round plus squares, kept in sessionStorage so that a reload of this game keeps them.
import { useEffect, useState } from 'react';
import { LAST_ROUND, MAX_TOTAL } from '../rules';
import type { Act } from './screenTypes';

export interface Draft {
  /** the total as typed (digits only) */
  total: string;
  /** points of rounds 1–9 and the squares as typed, when entered by round; else null */
  rounds: string[] | null;
}

type Drafts = Record<number, Draft>;

/** the digits of the highest total */
export const TOTAL_DIGITS = String(MAX_TOTAL).length;

const storeKey = (sessionId: string) => `rv-totals:${sessionId}`;

function loadDrafts(sessionId: string): Drafts {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storeKey(sessionId)) ?? '{}') as unknown;
    const out: Drafts = {};
    if (raw && typeof raw === 'object')
      for (const [k, v] of Object.entries(raw as Record<string, Partial<Draft>>)) {
        const seat = Number(k);
        if (!Number.isInteger(seat) || !v || typeof v.total !== 'string') continue;
        const rounds =
          Array.isArray(v.rounds) && v.rounds.length === LAST_ROUND + 1
            ? v.rounds.map((x) => (typeof x === 'string' ? digits(x, 2) : ''))
            : null;
        out[seat] = { total: digits(v.total, TOTAL_DIGITS), rounds };
      }
    return out;
  } catch {
    return {};
  }
}

export function digits(s: string, max: number): string {
  return s.replace(/[^0-9]/g, '').slice(0, max);
}

/** The total a draft stands for: the sum of its rounds and squares, or the typed total. */
export function totalOf(d: Draft | undefined): string {
  if (!d) return '';
  if (!d.rounds) return d.total;
  if (d.rounds.every((x) => x === '')) return '';
  return String(d.rounds.reduce((sum, x) => sum + (x === '' ? 0 : Number(x)), 0));
}

export function validTotal(s: string): number | null {
  const n = Number(s);
  return s.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_TOTAL ? n : null;
}

/** Gives a seat's draft to the rules as its total; false when it is no total or was refused. */
export function enterTotal(act: Act, seat: number, d: Draft | undefined): boolean {
  const total = validTotal(totalOf(d));
  // issue 30: the points per round, when typed, are kept for the per-round table (§12.3)
  const rounds = d?.rounds ? d.rounds.slice(0, LAST_ROUND).map((x) => (x === '' ? 0 : Number(x))) : null;
  return total !== null && act({ type: 'enter-total', seat, total, ...(rounds ? { rounds } : {}) });
}

/** This game's drafts, saved on every change; `edit` patches a seat's, `clear` forgets them all. */
export function useTotalDrafts(sessionId: string): {
  drafts: Drafts;
  edit(seat: number, patch: Partial<Draft>): void;
  clear(): void;
} {
  const [drafts, setDrafts] = useState<Drafts>(() => loadDrafts(sessionId));
  useEffect(() => {
    try {
      sessionStorage.setItem(storeKey(sessionId), JSON.stringify(drafts));
    } catch {
      // private mode or full storage: the drafts live on screen only
    }
  }, [drafts, sessionId]);
  const edit = (seat: number, patch: Partial<Draft>) =>
    setDrafts((d) => {
      const base: Draft = d[seat] ?? { total: '', rounds: null };
      return { ...d, [seat]: { ...base, ...patch } };
    });
  const clear = () => {
    try {
      sessionStorage.removeItem(storeKey(sessionId));
    } catch {
      // nothing to clean up
    }
  };
  return { drafts, edit, clear };
}
