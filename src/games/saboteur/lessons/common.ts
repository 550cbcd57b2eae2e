// Saboteur's lessons of a first game (issue 34) read the view on screen only: a seat's own view
// (its role, its hand, its turn's choices) after its handoff, the table view on the shared
// screens. Russian keeps names in the nominative, never declined.
import type { AnyLesson } from '../../../kit/lessons';
import type { Lang } from '../../../i18n/core';
import { ACTION_CARDS, PATH_CARDS } from '../rules/cards';
import type { Tool } from '../rules/types';
import type { View } from '../rules/view-types';

export type L = AnyLesson<View>;

export const TOOL: Record<Lang, Record<Tool, string>> = {
  en: { pickaxe: 'pickaxe', lantern: 'lantern', cart: 'cart' },
  ru: { pickaxe: 'кирка', lantern: 'фонарь', cart: 'вагонетка' },
};

/** The seat's own hand, on its own screen. */
const hand = (v: View): string[] => v.me?.hand ?? [];
export const deluxe = (v: View) => v.config.mode === 'deluxe';
export const onTurn = (v: View) => v.turn !== null && v.me !== null;
/** The seat's own public numbers, on its own screen. */
export const ownSeat = (v: View) => (v.me ? (v.seats[v.me.seat] ?? null) : null);
/** A hand card of this kind, if the seat holds one on its turn. */
export const holds = (v: View, ok: (id: string) => boolean): string | null =>
  onTurn(v) ? (hand(v).find(ok) ?? null) : null;
export const isAction = (id: string, ...ids: string[]) =>
  id in ACTION_CARDS && ids.some((x) => id.startsWith(x));
export const pathOf = (id: string) => PATH_CARDS[id] ?? null;
