// Rule (issue #8): everything works with a keyboard. A Village Pillage plan and a Rolling
// Village placement are made with Tab, Enter and Space only (no mouse, no touch); after a
// handoff focus sits on the handoff heading, after "I am …" on the private screen's heading,
// the focused control is visibly outlined, and focus is never dropped to <body> when a
// screen changes under it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armed, BASE, launch, newPhone } from './browser';

async function phone(browser: Browser): Promise<Page> {
  const ctx = await newPhone(browser, { reducedMotion: true, locale: 'en-US' });
  return ctx.newPage();
}

/** What has focus: its id, classes, text and whether it shows a focus outline. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      className: typeof el?.className === 'string' ? el.className : '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      testId: el?.getAttribute('data-testid') ?? '',
      outlined: !!style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** Presses Tab until `selector` matches the focused element (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}; focus is on ${JSON.stringify(await focused(page))}`);
}

async function setSeats(page: Page, gameId: string, list: { name: string; plays: string }[]): Promise<void> {
  await page.goto(`${BASE}/#/new/${gameId}/app`, { waitUntil: 'load' });
  const rows = page.locator('.seat-list > li');
  await rows.first().waitFor();
  while ((await rows.count()) < list.length) await page.locator('.add-seat').click();
  while ((await rows.count()) > list.length) await rows.last().getByRole('button').last().click();
  for (let i = 0; i < list.length; i++) {
    await rows.nth(i).locator('input[type=text]').fill(list[i]!.name);
    await rows.nth(i).locator('select').selectOption(list[i]!.plays);
  }
}

describe('keyboard only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Village Pillage: a plan made with Tab/Enter/Space; focus lands on the handoff heading, then on the plan heading', async () => {
    const page = await phone(browser);
    await setSeats(page, 'village-pillage', [
      { name: 'Anna', plays: 'person' },
      { name: 'Boris', plays: 'person' },
      { name: 'Carl', plays: 'person' },
    ]);
    // the new-game form is finished from the keyboard too
    await tabTo(page, '.bottom-bar .btn-primary');
    await page.keyboard.press('Enter');
    await page.locator('.handoff').waitFor();
    expect((await focused(page)).id).toBe('handoff-title');

    for (const [who, next] of [
      ['Anna', 'Boris'],
      ['Boris', 'Carl'],
      ['Carl', null],
    ] as const) {
      expect(await page.locator('#handoff-title').textContent()).toContain(who);
      await tabTo(page, '.handoff .btn-primary');
      expect((await focused(page)).outlined).toBe(true);
      await armed(page, '.handoff .btn-primary');
      await page.keyboard.press('Enter');
      await page.locator('.vp-plan').waitFor();
      expect((await focused(page)).id, 'focus after “I am …”').toBe('vp-plan-title');

      // two hand cards: the first with Enter, the second with Space
      await tabTo(page, '.vp-hand-card:not([disabled])');
      const f = await focused(page);
      expect(f.outlined, 'the focused card shows a focus outline').toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.locator('.vp-slot-filled').count()).toBe(1);
      expect((await focused(page)).tag, 'focus stays on a control after a pick').toBe('button');
      await page.keyboard.press('Tab');
      await tabTo(page, '.vp-hand-card:not([disabled]):not(.vp-picked)');
      await page.keyboard.press('Space');
      expect(await page.locator('.vp-slot-filled').count()).toBe(2);
      // Shift+Tab goes back through the hand (focus order follows the screen)
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).className).toContain('vp-hand-card');

      await tabTo(page, '.vp-plan .bottom-bar .btn-primary');
      await armed(page, '.vp-plan .bottom-bar .btn-primary');
      if (next) {
        expect((await focused(page)).text).toContain(next);
        // handed on, the plan goes at once (issue 23 item 7): the next handoff takes the focus
        await page.keyboard.press('Enter');
        await page.locator('.handoff').waitFor();
        expect((await focused(page)).id, 'focus after the handoff').toBe('handoff-title');
      } else {
        // the last plan before the reveal asks once, and the question takes the focus
        await page.keyboard.press('Enter');
        await page.locator('dialog[open]').waitFor();
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
        await tabTo(page, 'dialog[open] .btn-primary', 6);
        await page.keyboard.press('Enter');
        await page.locator('.vp-plan').waitFor({ state: 'detached' });
      }
    }
    await page.context().close();
  }, 120_000);

  it('Rolling Village: the setup roll and a placement made with Tab/Enter; focus never falls to <body>', async () => {
    const page = await phone(browser);
    await setSeats(page, 'rolling-village', [{ name: 'Ann', plays: 'this-phone' }]);
    await tabTo(page, '.bottom-bar .btn-primary');
    await page.keyboard.press('Enter');
    await page.getByTestId('rv-screen').waitFor();

    await tabTo(page, '[data-testid=rv-roll]');
    expect((await focused(page)).outlined).toBe(true);
    // a roll is one key press: no confirmation (issue 13 item 7)
    await page.keyboard.press('Enter');
    await page.locator('.rv-cell:not([disabled])').first().waitFor();
    expect((await focused(page)).tag, 'focus after the roll').not.toBe('body');

    for (let placed = 1; placed <= 2; placed++) {
      const type = page.locator('.rv-types .rv-type:not([disabled])');
      if ((await type.count()) > 0 && (await page.locator('.rv-type-on').count()) === 0) {
        await tabTo(page, '.rv-types .rv-type:not([disabled])');
        await page.keyboard.press('Enter');
      }
      if ((await page.locator('.rv-cell:not([disabled])').count()) === 0) break;
      await tabTo(page, '.rv-cell:not([disabled])', 80);
      expect((await focused(page)).outlined).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.rv-cell-new').count()).toBe(placed);
      expect((await focused(page)).tag, 'focus after a placement').not.toBe('body');
    }
    await tabTo(page, '[data-testid=rv-done]', 80);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid=rv-done]'));
    expect((await focused(page)).tag, 'focus after confirming the sheet').not.toBe('body');
    await page.context().close();
  }, 120_000);
});
