// Issue 23 item 5: a guest phone at a several-phones table has the menu every game screen has
// (the rules, and a way to leave the table) and keeps its screen awake while the game waits on
// it, like the host. Runs inside the private network namespace (scripts/e2e-multi.sh), over real
// WebRTC: the host plays seat 0, the guest phone Борис holds seat 1 of a Village Pillage game.
import type { Browser } from 'playwright-core';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { ru as shellRu } from '../../src/i18n/shell.ru';
import { BASE, newPhone } from './browser';
import { giveSeat, launchNet, linkGuests, ru } from './multi-helpers';

const inPrivateNet = Object.values(networkInterfaces())
  .flat()
  .some((i) => i?.address === '10.77.0.1');
const browsers: Browser[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

/** A Screen Wake Lock that counts its requests (headless Chromium has none to grant). */
function countingWakeLock(): void {
  const w = window as unknown as { __wakeLocks: number };
  w.__wakeLocks = 0;
  Object.defineProperty(navigator, 'wakeLock', {
    value: {
      request: () => {
        w.__wakeLocks++;
        return Promise.resolve({ released: false, release: () => Promise.resolve(), addEventListener() {} });
      },
    },
  });
}

describe.skipIf(!inPrivateNet)('a guest phone’s menu (issue 23 item 5)', () => {
  it('the guest keeps its screen awake, opens the rules from the menu and leaves the table', async () => {
    const hostBrowser = await launchNet();
    const guestBrowser = await launchNet();
    browsers.push(hostBrowser, guestBrowser);
    const host = await (await newPhone(hostBrowser, { width: 360, height: 640 })).newPage();
    const guestPhone = await newPhone(guestBrowser, { width: 360, height: 640 });
    await guestPhone.addInitScript(countingWakeLock);
    const guest = await guestPhone.newPage();
    await linkGuests(host, [{ page: guest, name: 'Борис' }]);

    await host.goto(`${BASE}/#/new/village-pillage/app`);
    const rows = host.locator('.seat-list > li');
    await rows.first().waitFor();
    while ((await rows.count()) > 3) await rows.last().getByRole('button').last().click();
    while ((await rows.count()) < 3) await host.locator('.add-seat').click();
    await rows.nth(0).locator('input[type=text]').fill('Анна');
    await rows.nth(2).locator('input[type=text]').fill('Вера');
    await giveSeat(host, 1, 'Борис');
    await host.locator('.bottom-bar .btn-primary').click();

    // the guest's game screen: its own plan, with the menu in the corner
    await guest.locator('.net-guest .vp-plan').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => guest.evaluate(() => (window as unknown as { __wakeLocks: number }).__wakeLocks))
      .toBeGreaterThan(0);
    expect(await guest.locator('.net-guest').getAttribute('data-awake')).toBe('yes');

    await guest.getByRole('button', { name: String(shellRu.menu) }).click();
    const menu = guest.getByRole('dialog');
    await menu.getByRole('button', { name: String(shellRu.rules) }).click();
    await guest.locator('.rules-overlay .rules-page').waitFor();
    expect(await guest.locator('.rules-overlay .rules-page').innerText()).toMatch(/реликви/i);
    await guest.locator('.rules-overlay .bottom-bar .btn-primary').click();
    await guest.locator('.net-guest .vp-plan').waitFor();

    await guest.getByRole('button', { name: String(shellRu.menu) }).click();
    await guest.getByRole('dialog').getByRole('button', { name: ru.leave }).click();
    await guest.locator('.game-list').waitFor({ timeout: 10_000 });
    expect(await guest.locator('.net-guest').count()).toBe(0);
    // the host sees the guest's phone gone from the table
    const away = ru.awayName.replace('{name}', 'Борис');
    await expect.poll(() => host.locator('.game-host').innerText(), { timeout: 20_000 }).toContain(away);
    await host.context().close();
    await guestPhone.close();
  }, 180_000);
});
