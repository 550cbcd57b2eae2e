// Rule (Saboteur §13, issue 23 item 2): Deluxe gold amounts stay secret on the screens everyone
// sees. At a round's end the table learns who was paid, never how much: the round-end summary on
// the shared phone prints no amount (it printed «Вика: получил золото (сколько — тайна) —
// единственный победитель: 5»). A Deluxe game with one person and three bots is played in node to
// the last card of round 1, held by a bot; the app's bot ends the round and the summary comes up.
// The forbidden strings come from the true state: every paid seat's amount in the UI's own words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/saboteur/rules/index';
import type { Action, State } from '../../src/games/saboteur/rules/types';
import { saboteurStrings } from '../../src/games/saboteur/ui/strings';
import { launch, newPhone } from './browser';
import { assertNoPrivateText } from './privacy';
import {
  openGame,
  passFirst,
  savedState,
  stateOf,
  type GameSpec,
  type Lang,
} from './privacy-saboteur-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The UI's words with plural forms chosen as the app chooses them (Intl.PluralRules). */
function words(lang: Lang) {
  const dict = saboteurStrings[lang] as unknown as Record<string, string | Record<string, string>>;
  const plural = new Intl.PluralRules(lang);
  return (key: string, params: Record<string, string | number>): string => {
    const raw = dict[key];
    const text =
      typeof raw === 'string' ? raw : (raw![plural.select(Number(params.count ?? 0))] ?? raw!.other);
    return text!.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
  };
}

const cardsLeft = (s: State) => s.deck.length + s.hands.reduce((n, h) => n + h.length, 0);

/**
 * A game of `seats` (the first a person, the rest bots) passed in node up to round 1's last card,
 * held by a bot, in a round that pays somebody: the first seed from `from` where that happens.
 */
function nearRoundEnd(names: string[], from: number): GameSpec {
  for (let seed = from; seed < from + 40; seed++) {
    const seats = names.map((name, i) => ({ name, who: i === 0 ? 'person' : 'easy' }));
    const base = { mode: 'deluxe' as const, seed, seats };
    let state = stateOf(base, []);
    const actions: Action[] = [];
    for (let i = 0; i < 2000 && state.round === 1 && state.phase === 'turn'; i++) {
      if (cardsLeft(state) === 1) break;
      const a = passFirst(state, rules.actors(state)[0]!);
      state = rules.apply(state, a) as State;
      actions.push(a);
    }
    if (state.round !== 1 || cardsLeft(state) !== 1 || state.current === 0) continue;
    // whatever the bot does with its last card, the round ends as it ends here: somebody paid
    const end = rules.apply(state, passFirst(state, state.current)) as State;
    if (end.rounds[0]?.paid.some(Boolean)) return { ...base, actions };
  }
  throw new Error('no seed ends round 1 on a bot');
}

async function summaryScreen(page: Page, spec: GameSpec) {
  await openGame(page, spec);
  // the bots end the round (and steal, when one holds a Theft): then the summary with its payouts
  await page.locator('.sab-round-end .sab-payouts li').first().waitFor({ timeout: 30_000 });
}

describe('Saboteur Deluxe: no gold amount on the shared round-end screen (Saboteur §13, issue 23 item 2)', () => {
  for (const [lang, names, from] of [
    ['ru', ['Вика', 'Глеб', 'Дана', 'Егор'], 1],
    ['en', ['Vika', 'Gleb', 'Dana'], 1],
  ] as const) {
    it(`${lang}: the summary of round 1 names who was paid and why, never how much`, async () => {
      const spec = nearRoundEnd([...names], from);
      const context = await newPhone(browser, {
        locale: lang === 'ru' ? 'ru-RU' : 'en-US',
        reducedMotion: true,
      });
      const page = await context.newPage();
      await summaryScreen(page, spec);
      // the true round, with the bot's last move, replayed in node from the phone's saved log
      const { state } = await savedState(page, spec);
      const round = state.rounds[0];
      expect(round, 'round 1 ended').toBeTruthy();
      const t = words(lang);
      const paid = round!.payouts.map((gp, s) => ({ s, gp })).filter((p) => p.gp > 0);
      expect(paid.length, 'somebody was paid').toBeGreaterThan(0);
      const forbidden = paid.flatMap(({ s, gp }) => [
        t('pay-deluxe', { name: names[s]!, count: gp }),
        t('why-pay-winner', { value: round!.tableValue, count: round!.winners.length }),
        t('why-pay-geologist', { count: round!.crystals }),
      ]);
      await assertNoPrivateText(page, forbidden, `round-end summary (${lang})`);
      // and no payout line of a paid seat holds a number at all
      const lines = await page.locator('.sab-payouts li').allInnerTexts();
      for (const { s } of paid) {
        const line = lines.find((l) => l.startsWith(names[s]!));
        expect(line, `${names[s]}'s payout line`).toBeTruthy();
        expect(line!, `${names[s]}'s payout line`).not.toMatch(/\d/);
      }
      await context.close();
    }, 120_000);
  }
});
