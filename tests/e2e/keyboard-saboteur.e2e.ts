// Rule (issue #8): Saboteur works with a keyboard only. Three people play a classic round with
// Tab, Shift+Tab, Enter and Space (no mouse, no touch): a path card is chosen, a highlighted
// spot of the maze is chosen (each spot is a focusable button named after its place), the card
// is turned and placed; an action card is played on a seat; a card is discarded to pass through
// the confirmation dialog; the zoom buttons are reachable. After every handoff focus sits on
// the handoff heading, after "I am …" on the private screen's heading. The live region
// announces what just happened and whose turn it is.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/saboteur/rules/index';
import type { Action } from '../../src/games/saboteur/rules/types';
import { armed, launch, newPhone } from './browser';
import { waitForSavedActions } from './privacy';
import { openGame, savedState, stateOf, translator, type GameSpec } from './privacy-saboteur-helpers';

/** What has focus: tag, id, classes, accessible text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      className: el?.getAttribute('class') ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
    };
  });
}

/** Presses Tab (or Shift+Tab) until `selector` has focus. */
async function tabTo(page: Page, selector: string, back = false, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}; focus is on ${JSON.stringify(await focused(page))}`);
}

async function expectHandoffHeadingFocused(page: Page, name: string) {
  await page.locator('.handoff').waitFor();
  // the heading reads the seat's badge letter, then its name
  await expect
    .poll(() => focused(page))
    .toMatchObject({ id: 'handoff-title', text: expect.stringMatching(new RegExp(`${name}$`)) });
}

async function confirmHandoff(page: Page, name: string, t: ReturnType<typeof translator>) {
  await expectHandoffHeadingFocused(page, name);
  await tabTo(page, '.handoff .btn-primary');
  await armed(page, '.handoff .btn-primary');
  await page.keyboard.press('Enter');
  void t;
}

const live = (page: Page) => page.locator('.sab-root > [role="status"]').textContent();

describe('Saboteur with the keyboard only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a classic round: place a turned path card on a chosen spot, play a Break on a seat, pass; focus follows every handoff', async () => {
    const context = await newPhone(browser, { locale: 'en-US' });
    const page = await context.newPage();
    const t = translator('en');
    const names = ['Anna', 'Boris', 'Vera'];
    // seed 10: Anna holds a Bend (curve-ne), Boris a Break cart
    const spec: GameSpec = { mode: 'classic', seed: 10, seats: names.map((name) => ({ name })) };
    const s0 = stateOf(spec, []);
    await openGame(page, spec);

    // role reveals: handoff heading, then the role screen's heading
    for (const name of names) {
      await confirmHandoff(page, name, t);
      await page.locator('.sab-role-big').waitFor();
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', text: t('yourRole') });
      expect(await page.locator('.sab-kicker').textContent()).toContain(name);
      await tabTo(page, '.bottom-bar .btn-primary');
      await armed(page, '.bottom-bar .btn-primary');
      await page.keyboard.press('Enter');
    }

    // Anna's turn: the turn screen's heading has focus
    await confirmHandoff(page, 'Anna', t);
    await page.locator('.sab-hand').waitFor();
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'h2', text: `A${t('turnOf', { name: 'Anna' })}` });
    expect(await live(page)).toContain(t('liveTurn', { name: 'Anna' }));

    // the zoom buttons are reachable and work
    const transform = () => page.locator('.sab-maze-svg > g').getAttribute('transform');
    const before = await transform();
    await tabTo(page, `.sab-zoom-btn[aria-label="${t('zoomIn')}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(transform).not.toBe(before);
    await tabTo(page, `.sab-zoom-btn[aria-label="${t('zoomFit')}"]`);
    await page.keyboard.press('Enter');

    // a spot where the Bend fits once turned
    const places = (rules.legalActions(s0, 0) as Action[]).filter(
      (a): a is Extract<Action, { type: 'place' }> => a.type === 'place' && a.card === 'curve-ne',
    );
    const spot = places.find((a) => a.rotated);
    expect(spot, 'a spot for the turned Bend').toBeTruthy();
    const hand0 = s0.hands[0];
    await tabTo(page, `.sab-hand li:nth-child(${hand0!.indexOf('curve-ne') + 1}) .sab-hand-card`);
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('.sab-hand .sab-hand-card.sab-on').count()).toBe(1);
    // turn it: the rotate button comes before the hand
    await tabTo(page, '.sab-actions > .btn:first-child', true);
    expect((await focused(page)).text).toContain(t('rotate'));
    await page.keyboard.press('Enter');
    // the maze comes before the buttons: Shift+Tab back to the spot, named after its place
    const spotLabel = t('spotLegal', { x: spot!.x, y: spot!.y });
    await tabTo(page, `[aria-label="${spotLabel}"]`, true);
    await page.keyboard.press('Enter');
    await page.locator('.sab-ghost').waitFor();
    await tabTo(page, '.sab-actions .btn-primary');
    expect((await focused(page)).text).toBe(t('placeHere'));
    await page.keyboard.press('Enter');

    // Boris: the live region tells what Anna did and that it is Boris's turn
    await expectHandoffHeadingFocused(page, 'Boris');
    await expect.poll(() => live(page)).toContain(t('liveTurn', { name: 'Boris' }));
    expect(await live(page)).toContain('Anna');
    await confirmHandoff(page, 'Boris', t);
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'h2', text: `B${t('turnOf', { name: 'Boris' })}` });
    await tabTo(page, `.sab-hand li:nth-child(${s0.hands[1]!.indexOf('break-cart') + 1}) .sab-hand-card`);
    await page.keyboard.press('Space');
    await tabTo(page, '.sab-targets li:nth-child(3) .sab-target-btn');
    expect((await focused(page)).text).toContain(t('playOn', { name: 'Vera' }));
    await page.keyboard.press('Enter');
    await tabTo(page, '.sab-actions .btn-primary');
    await page.keyboard.press('Enter');

    // Vera passes: choose a card, "Discard and pass", confirm in the dialog
    await confirmHandoff(page, 'Vera', t);
    await expect.poll(() => live(page)).toContain(t('liveTurn', { name: 'Vera' }));
    await tabTo(page, '.sab-hand li:first-child .sab-hand-card');
    await page.keyboard.press('Space');
    await tabTo(page, '.sab-actions .btn:not(.btn-primary)');
    expect((await focused(page)).text).toBe(t('passOne'));
    await page.keyboard.press('Enter');
    await page.locator('dialog[open]').waitFor();
    await tabTo(page, 'dialog[open] .btn-primary');
    await page.keyboard.press('Enter');

    // back to Anna: three actions were made, all from the keyboard
    await expectHandoffHeadingFocused(page, 'Anna');
    await waitForSavedActions(page, 3);
    const { state, actions } = await savedState(page, spec);
    expect(actions[0]).toMatchObject({
      type: 'place',
      card: 'curve-ne',
      x: spot!.x,
      y: spot!.y,
      rotated: true,
    });
    const log = state.log.filter((e) => e.type === 'place' || e.type === 'play' || e.type === 'pass');
    expect(log.map((e) => e.type)).toEqual(['place', 'play', 'pass']);
    await context.close();
  }, 180_000);
});
