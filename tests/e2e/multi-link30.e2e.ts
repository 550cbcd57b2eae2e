// Issue 30, over real WebRTC inside the private network namespace (scripts/e2e-multi.sh):
// linking phones in seconds (short codes shown as text without a fold, typed; no camera notice
// unless the camera was chosen), the guest's plan button named for what it does, a guest taking
// back its own move with its picks restored, and the host's several-phones page offering the
// game it left. Host Анна plays seat 0, the guest phone Дима seat 1, a bot seat 2.
import type { Browser } from 'playwright-core';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { ru as shellRu } from '../../src/i18n/shell.ru';
import { ru as vpRu } from '../../src/games/village-pillage/ui/strings/ru';
import { BASE, newPhone } from './browser';
import { giveSeat, hostOffer, launchNet, ru } from './multi-helpers';

const inPrivateNet = Object.values(networkInterfaces())
  .flat()
  .some((i) => i?.address === '10.77.0.1');
const browsers: Browser[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

/** The code as a person types it from the other screen: groups of four, in lower case. */
const typed = (code: string) => code.toLowerCase().replace(/(.{4})/g, '$1 ');

describe.skipIf(!inPrivateNet)('issue 30: linking phones in seconds', () => {
  it('issue 30: short typed codes link two phones; the guest takes back its plan with both picks; the host’s page offers the game it left', async () => {
    const hostBrowser = await launchNet();
    const guestBrowser = await launchNet();
    browsers.push(hostBrowser, guestBrowser);
    const host = await (await newPhone(hostBrowser, { width: 360, height: 640 })).newPage();
    const guest = await (await newPhone(guestBrowser, { width: 360, height: 640 })).newPage();

    await host.goto(`${BASE}/#/multi`);
    await host.getByRole('button', { name: ru.host }).click();
    const offer = await hostOffer(host);
    expect(offer.length).toBeLessThanOrEqual(119);
    // the code's text is on the screen, not folded away
    const text = host.getByTestId('code-text');
    expect(await text.isVisible()).toBe(true);
    expect(await host.locator('details').count()).toBe(0);
    expect((await text.innerText()).replace(/\s/g, '')).toBe(offer);

    await guest.goto(`${BASE}/#/multi`);
    await guest.getByRole('button', { name: ru.join }).click();
    await guest.getByLabel(ru.yourName).fill('Дима');
    // no camera on this phone: none offered, nothing said about it
    await guest.getByLabel(ru.pasteLabel).waitFor();
    await expect.poll(() => guest.getByRole('button', { name: ru.scanHost }).count()).toBe(0);
    expect(await guest.getByRole('alert').count()).toBe(0);
    await guest.getByLabel(ru.pasteLabel).fill(typed(offer));
    await guest.getByRole('button', { name: ru.useCode }).click();
    const answerText = guest.getByTestId('code-text');
    await answerText.waitFor({ timeout: 45_000 });
    const answer = (await answerText.innerText()).replace(/\s/g, '');
    expect(answer.length).toBeLessThanOrEqual(58);
    await host.getByLabel(ru.pasteLabel).fill(typed(answer));
    await host.getByRole('button', { name: ru.useCode }).click();
    await guest.getByRole('heading', { name: ru.connected }).waitFor({ timeout: 45_000 });

    await host.goto(`${BASE}/#/new/village-pillage/app`);
    const rows = host.locator('.seat-list > li');
    await rows.first().waitFor();
    while ((await rows.count()) > 3) await rows.last().getByRole('button').last().click();
    while ((await rows.count()) < 3) await host.locator('.add-seat').click();
    await rows.nth(0).locator('input[type=text]').fill('Анна');
    await giveSeat(host, 1, 'Дима');
    await rows.nth(2).locator('select').first().selectOption('easy');
    await host.locator('.bottom-bar .btn-primary').click();

    // Анна has not chosen yet: Дима's plan reveals nothing, and its button says so
    await guest.locator('.net-guest .vp-plan').waitFor({ timeout: 30_000 });
    expect(await guest.getByRole('button', { name: String(vpRu.doneReveal) }).count()).toBe(0);
    const cards = guest.locator('.vp-plan .vp-hand-card:not([disabled])');
    const picked = [
      await cards.nth(0).getAttribute('data-card'),
      await cards.nth(1).getAttribute('data-card'),
    ];
    await cards.nth(0).click();
    await cards.nth(1).click();
    await guest.getByRole('button', { name: String(vpRu.doneChosen) }).click();
    await guest
      .getByRole('dialog')
      .getByRole('button', { name: String(vpRu.confirmPlan) })
      .click();

    // Дима takes the plan back, as a person on the host's phone can, and gets both picks back
    const takeBack = guest.getByRole('button', { name: String(shellRu.undoMove).replace('{name}', 'Дима') });
    await takeBack.waitFor({ timeout: 20_000 });
    await takeBack.click();
    await guest.locator('.net-guest .vp-plan').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () =>
        (
          await guest
            .locator('.vp-plan .vp-hand-card[aria-pressed="true"]')
            .evaluateAll((b) => b.map((x) => x.getAttribute('data-card')))
        ).sort(),
      )
      .toEqual([...picked].sort());
    // enabled once issue 29's guard has armed it (a short dwell after the screen appears)
    await expect
      .poll(() => guest.getByRole('button', { name: String(vpRu.doneChosen) }).isEnabled())
      .toBe(true);

    // the host leaves the game: its several-phones page offers the game still running
    await host.getByRole('button', { name: String(shellRu.menu) }).click();
    await host
      .getByRole('dialog')
      .getByRole('button', { name: String(shellRu.home) })
      .click();
    await host.goto(`${BASE}/#/multi`);
    const back = host.getByRole('link', { name: ru.backTo.replace('{game}', 'Деревня Грабёж') });
    await back.waitFor({ timeout: 20_000 });
    await back.click();
    await host.locator('.game-host').waitFor();
    await expect
      .poll(() => guest.locator('.net-guest').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('playing');
  }, 240_000);
});
