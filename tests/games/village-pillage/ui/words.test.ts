import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n/core';
import { rules } from '../../../../src/games/village-pillage/rules';
import { CARDS } from '../../../../src/games/village-pillage/rules/cards';
import type { EventBody, GameEvent, View } from '../../../../src/games/village-pillage/rules/types';
import { effectTokens } from '../../../../src/games/village-pillage/ui/cardInfo';
import { cardName, vpStrings } from '../../../../src/games/village-pillage/ui/strings';
import { eventWords, frameTitle, tokenWords } from '../../../../src/games/village-pillage/ui/words';
import { playBotGame } from './helpers';

const names = ['Anna', 'Boris', 'Carl', 'Dasha', 'Egor'];

describe('the written log', () => {
  it('every event of real games reads as a full sentence in both languages (no placeholders left)', () => {
    const kinds = new Set<string>();
    for (const [n, seed] of [
      [3, 1],
      [4, 2],
      [5, 3],
      [2, 4],
    ] as const) {
      playBotGame(n, seed, (_b, after) => {
        const v = rules.view(after, 0) as View;
        for (const e of v.lastLog as GameEvent[]) {
          kinds.add(e.kind);
          for (const lang of ['en', 'ru'] as const) {
            const text = eventWords({ t: translator(vpStrings, lang), lang, names }, e);
            expect(text.length).toBeGreaterThan(5);
            expect(text).not.toMatch(/\{\w+\}/);
          }
          expect(frameTitle(translator(vpStrings, 'ru'), { step: e.step, sub: e.sub ?? 'intro' })).not.toBe(
            '',
          );
        }
      });
    }
    for (const k of ['reveal', 'resolve', 'gain', 'steal', 'bank', 'end']) expect(kinds).toContain(k);
  });

  it('turnips follow each language’s plural rules (Russian: 1 репу, 3 репы, 5 реп)', () => {
    const ev = (amount: number): EventBody => ({
      kind: 'gain',
      step: 'green',
      sub: 'gains',
      seat: 0,
      amount,
      source: { seat: 0, side: 'left', card: 'farmer' },
    });
    const ru = { t: translator(vpStrings, 'ru'), lang: 'ru' as const, names };
    const en = { t: translator(vpStrings, 'en'), lang: 'en' as const, names };
    expect(eventWords(ru, ev(1))).toContain('1 репу');
    expect(eventWords(ru, ev(3))).toContain('3 репы');
    expect(eventWords(ru, ev(5))).toContain('5 реп');
    expect(eventWords(ru, ev(21))).toContain('21 репу');
    expect(eventWords(en, ev(1))).toContain('1 turnip ');
    expect(eventWords(en, ev(4))).toContain('4 turnips');
  });

  it('a hidden Bard draw says a card was drawn, never which', () => {
    const e: EventBody = {
      kind: 'draw',
      step: 'yellow',
      sub: 'buys',
      seat: 1,
      card: null,
      hidden: true,
      deckEmpty: false,
      source: { seat: 1, side: 'right', card: 'bard' },
    };
    const text = eventWords({ t: translator(vpStrings, 'en'), lang: 'en', names }, e);
    expect(text).toBe('Boris draws a card face down.');
  });

  it('every card has a name and every card token has words in both languages', () => {
    for (const c of CARDS)
      for (const lang of ['en', 'ru'] as const) {
        expect(cardName(c.id, lang)).not.toBe(c.id);
        for (const row of Object.values(c.rows))
          for (const tk of effectTokens(row))
            expect(tokenWords(translator(vpStrings, lang), tk)).not.toMatch(/\{\w+\}/);
      }
  });
});
