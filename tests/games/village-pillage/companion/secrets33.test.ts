// Issue 33 items 1–2: a card drawn in secret (the Bard, §11) stays its owner's until it is played.
// The companion's shared screens (the entry of a seat's revealed cards, the public "which card
// came up?" refill question) are built from public knowledge only: swapping a seat's secret card
// for a card still in the deck changes nothing they show.
import { describe, expect, it } from 'vitest';
import { companion, type CardId } from '../../../../src/games/village-pillage/rules';
import type { CompanionState } from '../../../../src/games/village-pillage/rules/companion';
import { deckCards, deckLeftNow } from '../../../../src/games/village-pillage/rules/companion/round';
import { randomCompanionGame } from './helpers';

/** The state with one card named differently wherever it stands: another world the public could
 *  not tell from this one. */
function swapped(s: CompanionState, from: CardId, to: CardId): CompanionState {
  const t = structuredClone(s);
  const sub = (c: CardId) => (c === from ? to : c);
  for (const seat of t.board.seats) {
    seat.owned = seat.owned.map(sub);
    seat.secret = seat.secret.map(sub);
  }
  if (t.resolving) t.resolving.drawn = t.resolving.drawn.map(sub);
  return t;
}

/** Every card held in secret now: unplayed Bard draws on the board and this round's draws. */
function secrets(s: CompanionState, roundDraws: Map<CardId, number>): { card: CardId; seat: number }[] {
  const out = s.board.seats.flatMap((v, seat) => v.secret.map((card) => ({ card, seat })));
  for (const card of s.resolving?.drawn ?? []) {
    const seat = roundDraws.get(card);
    if (seat !== undefined) out.push({ card, seat });
  }
  return out;
}

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

describe('issue 33: secrets in the Village Pillage companion', () => {
  it('issue 33 item 1: the shared entry screen of a seat never shows a card it holds in secret', () => {
    let checked = 0;
    for (const seed of SEEDS) {
      randomCompanionGame(
        { players: 3 + (seed % 3), expansion: seed % 2 === 0 },
        seed,
        (_before, _a, s) => {
          if (s.phase !== 'enter') return;
          for (const { card, seat } of secrets(s, new Map())) {
            const other = deckCards(s, s.board)[0];
            if (other === undefined || s.entries[seat] !== null) continue;
            const shown = companion.view(s, seat).entry;
            expect(shown).not.toBeNull();
            expect(companion.view(swapped(s, card, other), seat).entry).toEqual(shown);
            checked++;
          }
        },
        true,
      );
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('issue 33 item 2: the public refill question offers the same cards whichever card is held in secret', () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const roundDraws = new Map<CardId, number>();
      randomCompanionGame(
        { players: 3 + (seed % 3), expansion: seed % 2 === 0 },
        seed,
        (before, a, s) => {
          const h = before.resolving?.halt;
          if (a.type === 'deck' && a.card && h?.kind === 'deck' && h.reason === 'draw')
            roundDraws.set(a.card, h.seat);
          if (!s.resolving) roundDraws.clear();
          const q = s.resolving?.halt;
          if (s.phase !== 'deck' || q?.kind !== 'deck') return;
          const asked = q.reason === 'refill' ? null : q.seat;
          for (const { card, seat } of secrets(s, roundDraws)) {
            if (seat === asked) continue;
            const other = deckLeftNow(s, s.resolving!)[0];
            if (other === undefined) continue;
            const options = (v: CompanionState) => {
              const question = companion.view(v, asked).question;
              return question?.kind === 'deck' ? question.options : null;
            };
            expect(options(swapped(s, card, other))).toEqual(options(s));
            checked++;
          }
        },
        true,
      );
    }
    expect(checked).toBeGreaterThan(3);
  });
});
