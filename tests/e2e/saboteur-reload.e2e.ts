// Issue 23 item 7: a reload before a Saboteur round's first move showed every person their role
// again. Those who saw theirs are remembered for this tab (sessionStorage, who saw: no secret);
// after a reload the handoffs go on with the first person who has not seen a role, still through
// a handoff (a private screen never survives a reload).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPhone } from './browser';
import { openGame } from './privacy-saboteur-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NAMES = ['Аня', 'Борис', 'Вера', 'Глеб'];

describe('Saboteur roles and a reload (issue 23 item 7)', () => {
  it('two people saw their roles, the page reloads: the next handoff is for the third, not the first', async () => {
    const page = await (await newPhone(browser, { width: 360, height: 640 })).newPage();
    await openGame(page, { mode: 'classic', seed: 11, seats: NAMES.map((name) => ({ name })) });
    for (const name of NAMES.slice(0, 2)) {
      await page.locator('.handoff .btn-primary').waitFor();
      expect(await page.locator('.handoff-name').innerText()).toContain(name);
      await page.locator('.handoff .btn-primary').click();
      await page.locator('.sab-role-big').waitFor();
      await page.locator('.bottom-bar .btn-primary').click();
    }
    await page.reload({ waitUntil: 'load' });
    await page.locator('.handoff .btn-primary').waitFor();
    expect(await page.locator('.sab-role-big').count(), 'no role in the page before the handoff').toBe(0);
    // the handoff names the third person (it named the first again)
    expect(await page.locator('.handoff-name').innerText()).toContain('Вера');
    await page.context().close();
  }, 60_000);
});
