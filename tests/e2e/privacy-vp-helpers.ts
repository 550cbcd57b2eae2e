// Village Pillage pieces shared by the browser tests that check hidden information (one phone
// passed round, and several phones each holding a seat): from the real engine state and the view
// the viewer is entitled to, the cards of other seats that must not be on the viewer's page.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { rules } from '../../src/games/village-pillage/rules';
import type { CardId, State, View } from '../../src/games/village-pillage/rules/types';
import { cardName } from '../../src/games/village-pillage/ui/strings';
import { cardNamesEn } from '../../src/games/village-pillage/ui/strings/en';
import { assertNoPrivateText, dataValues } from './privacy';

export type Lang = 'en' | 'ru';
const CARD_IDS = new Set(Object.keys(cardNamesEn));

/** Card ids the viewer may see: everything in its view except other seats' hands (not drawn by the UI). */
export function allowedCards(view: View, viewer: number | null): Set<string> {
  const shown = { ...view, seats: view.seats.map((s) => (s.seat === viewer ? s : { ...s, hand: [] })) };
  const out = new Set<string>();
  JSON.stringify(shown, (_k, v: unknown) => {
    if (typeof v === 'string' && CARD_IDS.has(v)) out.add(v);
    return v;
  });
  return out;
}

/** The cards private to seats other than `viewer`, from the raw engine state. */
export function privateCards(state: State, viewer: number | null): Set<CardId> {
  const out = new Set<CardId>();
  state.seats.forEach((s, i) => {
    if (i === viewer) return;
    if (state.phase === 'plan' && s.plan) for (const c of Object.values(s.plan)) out.add(c as CardId);
    if (state.mode === 'duel') {
      if (s.back) out.add(s.back);
      if (state.phase === 'plan' && s.front) out.add(s.front);
    }
    for (const c of s.secret) out.add(c);
  });
  for (const e of state.log) if (e.kind === 'draw' && e.card && e.seat !== viewer) out.add(e.card);
  return out;
}

/**
 * Checks the page against the true state: its markup and accessibility tree name none of the
 * other seats' private cards that the viewer's own view does not show anyway, and every card it
 * draws (data-card) is one that view shows. Returns how many private cards there were to find.
 */
export async function assertVpPrivacy(
  page: Page,
  state: State,
  viewer: number | null,
  lang: Lang,
  where: string,
): Promise<number> {
  const view = rules.view(state, viewer) as View;
  const allowed = allowedCards(view, viewer);
  const forbidden = [...privateCards(state, viewer)].filter((c) => !allowed.has(c));
  await assertNoPrivateText(
    page,
    forbidden.map((c) => cardName(c, lang)),
    `${where} (round ${state.round}, ${state.phase})`,
  );
  const drawn = await dataValues(page, 'card');
  expect(
    drawn.filter((c) => !allowed.has(c)),
    `cards drawn on ${where} that are not in the viewer's view`,
  ).toEqual([]);
  return forbidden.length;
}
