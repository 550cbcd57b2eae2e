// Village Pillage's lessons for a first game (issue 34): each names the section of
// docs/rules/village-pillage.md it teaches and when it applies, from the view on screen only: a
// seat's own view on its plan or buy screen, the table view (and the events of the round played
// back so far, which are public) on the shared screens. Their words use the view's facts: the
// person's own cards, their actual neighbours, the card just resolved. Russian keeps names in
// the nominative (in brackets or as a subject), never declined.
import type { AnyLesson, LessonCtx } from '../../../kit/lessons';
import type { Lang } from '../../../i18n/core';
import { cardColour } from '../rules/cards';
import type { CardId, Colour } from '../rules/types';
import type { GameEvent } from '../rules/events';
import type { View } from '../rules/viewTypes';
import { cardName } from '../ui/strings';

/** What a lesson looks at: the view on screen and, on the shared screen, the events played back so far. */
export interface VpMoment {
  view: View;
  /** the round's events shown so far on the playback (public); [] elsewhere */
  shown: readonly GameEvent[];
}

export type L = AnyLesson<VpMoment>;

const COLOUR: Record<Lang, Record<Colour, string>> = {
  en: { green: 'green', blue: 'blue', red: 'red', yellow: 'yellow' },
  ru: { green: 'зелёная', blue: 'синяя', red: 'красная', yellow: 'жёлтая' },
};
export const card = (c: CardId, ctx: LessonCtx) => cardName(c, ctx.lang);
export const cardCol = (c: CardId, ctx: LessonCtx) => `${card(c, ctx)} (${COLOUR[ctx.lang][cardColour(c)]})`;

/** The seat's own numbers on its own screen. */
export const own = (m: VpMoment) => (m.view.viewer === null ? null : (m.view.seats[m.view.viewer] ?? null));
export const planning = (m: VpMoment) => (m.view.choice?.kind === 'plan' ? m.view.choice : null);
export const first = <K extends GameEvent['kind']>(
  m: VpMoment,
  kind: K,
  ok: (e: Extract<GameEvent, { kind: K }>) => boolean = () => true,
) =>
  (m.shown.find((e) => e.kind === kind && ok(e as Extract<GameEvent, { kind: K }>)) as
    Extract<GameEvent, { kind: K }> | undefined) ?? null;
