// The whole story in the browser (issue 13 item 3):
// - Saboteur, six seats: after a whole round and a few moves of the next, the full log opened
//   from the handoff lists every public event the table view holds (counted against the true
//   state replayed in node), round by round, in the person's language; with the log open the
//   page still holds nothing private (another seat's role, hand card or peeked goal); closing
//   it returns to the same handoff; after "I am <name>" the turn screen lists what happened
//   since that seat's last move.
// - Village Pillage: every past round is in the log and can be played back, then back to the game.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules as sab } from '../../src/games/saboteur/rules/index';
import type { State as SabState, View as SabView } from '../../src/games/saboteur/rules/types';
import { rules as vp } from '../../src/games/village-pillage/rules/index';
import type { State as VpState } from '../../src/games/village-pillage/rules/types';
import { logLines, type T } from '../../src/games/saboteur/ui/words';
import { saboteurStrings } from '../../src/games/saboteur/ui/strings';
import { translator as appTranslator } from '../../src/i18n/core';
import { BASE, launch, newPhone } from './browser';
import { advanceSavedGame, assertNoPrivateText, writeSavedSessions, type SavedSession } from './privacy';
import { advance, forbiddenFor, openGame, placeFirst, type GameSpec } from './privacy-saboteur-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const logItems = (page: Page) => page.locator('dialog.game-log li[data-log-line]');

describe('game log in the browser', () => {
  it('Saboteur, 6 seats (ru): the full log lists every public event of the round and the next, nothing private, and closes back to the handoff', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU' });
    const page = await context.newPage();
    const names = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор'];
    let spec: GameSpec = { mode: 'classic', seats: names.map((name) => ({ name })), seed: 11, actions: [] };
    await openGame(page, spec);
    spec = await advance(
      page,
      spec,
      placeFirst,
      (s) => s.round === 2 && s.phase === 'turn' && s.log.filter((e) => e.type === 'place').length >= 3,
    );
    const state = sab.setup({ mode: 'classic', players: 6, firstPlayer: 0 }, spec.seed) as SabState;
    const truth = spec.actions!.reduce((s, a) => sab.apply(s, a) as SabState, state);
    const table = sab.view(truth, null) as SabView;
    const round1 = table.log.filter((e) => 'round' in e && e.round === 1);
    expect(round1.some((e) => e.type === 'round-end')).toBe(true);

    const handoff = page.locator('.handoff');
    await handoff.waitFor();
    const who = (await page.locator('#handoff-title > span:last-child').textContent())?.trim();
    await page.getByRole('button', { name: 'Журнал', exact: true }).click();
    await page.locator('dialog.game-log[open]').waitFor();
    // every public event, in order and in the words the screens use
    const t: T = appTranslator(saboteurStrings, 'ru');
    const expected = logLines(t, table.log, (s) => names[s]!, 'classic').map((l) => l.text);
    const shown = await logItems(page).locator('.game-log-text > span:last-child').allTextContents();
    expect(shown).toEqual(expected);
    expect(shown.length).toBe(table.log.length);
    const rounds = page.locator('dialog.game-log section.game-log-round');
    expect(await rounds.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Раунд 1 из 3',
      'Раунд 2 из 3',
    ]);
    expect(await rounds.first().locator('li[data-log-line]').count()).toBe(round1.length);
    // newest last, scrolled to it
    const last = logItems(page).last();
    expect(await last.isVisible()).toBe(true);
    const box = await last.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    // nothing private in the page while the table's log is open on a handoff
    await assertNoPrivateText(page, forbiddenFor(truth, null, 'ru', names), 'handoff with the log open');

    await page.getByRole('button', { name: 'Вернуться к игре' }).last().click();
    await page
      .locator('dialog.game-log[open]')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    expect(await page.locator('dialog.game-log[open]').count()).toBe(0);
    expect((await page.locator('#handoff-title > span:last-child').textContent())?.trim()).toBe(who);

    // after the handoff: what happened since this seat's last move
    await page.getByRole('button', { name: `Я — ${who}` }).click();
    const since = page.locator('.sab-since');
    await since.waitFor();
    const seat = names.indexOf(who!);
    const mine = sab.view(truth, seat) as SabView;
    const fresh = mine.log.length - (mine.sinceLastTurn ?? 0);
    expect(await since.locator('h3').textContent()).toBe(`С вашего прошлого хода: ${fresh}`);
    await since.getByRole('button', { name: 'Журнал' }).click();
    await page.locator('dialog.game-log[open]').waitFor();
    expect(await page.locator('dialog.game-log .game-log-fresh').count()).toBe(fresh);
    await context.close();
  }, 180_000);

  it('Village Pillage (en): every past round is in the log and plays back, then back to the game', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(BASE + '/#/', { waitUntil: 'load' });
    await page.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
    const now = Date.now();
    const session = {
      version: 1,
      id: 'vp-log',
      gameId: 'village-pillage',
      config: vp.defaultConfig(3),
      seed: 3,
      actions: [],
      seats: ['Anna', 'Boris', 'Carl'].map((name, colour) => ({
        name,
        colour,
        who: 'person',
        where: 'this-phone',
      })),
      createdAt: now,
      updatedAt: now,
      finished: false,
    };
    await writeSavedSessions(page, [session as unknown as SavedSession]);
    await page.reload({ waitUntil: 'load' });
    await page.goto(BASE + '/#/play/vp-log', { waitUntil: 'load' });
    await page.locator('.vp-screen').waitFor();
    const end = await advanceSavedGame<VpState>(
      page,
      vp as never,
      (s, seat) => vp.legalActions(s, seat)[0]!,
      (s) => s.round === 4 && s.phase === 'plan',
    );
    await page.locator('.vp-screen').waitFor();
    const history = vp.view(end, null).history;
    expect(history.map((r) => r.round)).toEqual([1, 2, 3]);
    await page.getByRole('button', { name: 'Log' }).first().click();
    await page.locator('dialog.game-log[open]').waitFor();
    expect(await logItems(page).count()).toBe(history.reduce((n, r) => n + r.events.length, 0));
    await page.getByRole('button', { name: 'Replay round 2' }).click();
    const layer = page.locator('.vp-replay-layer[data-replay-round="2"]');
    await layer.waitFor();
    expect(await page.locator('dialog.game-log[open]').count()).toBe(0);
    await layer.getByRole('button', { name: 'Skip to the end' }).click();
    await layer.getByRole('button', { name: 'Back to the game' }).click();
    expect(await layer.count()).toBe(0);
    await page.locator('.vp-screen').first().waitFor();
    await context.close();
  }, 180_000);
});
