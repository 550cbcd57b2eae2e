// Issue 24 items 10, 11 and 13 on real linked phones (inside the private network namespace): the host
// hands the seat of a phone that lost its token to a newly linked phone, and a phone that links
// with another phone's token is told, as is that phone. Issue 21 item 2: which phone plays which
// seat is part of the saved game, so a host that reloads gives each phone its seat back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE, newPhone } from './browser';
import { readSavedSessions } from './privacy';
import {
  hostOffer,
  joinByText,
  launchNet,
  linkGuests,
  ru,
  seededHostPhone,
  threeSeatsOnThreePhones,
} from './multi-helpers';

const inPrivateNet = !!process.env.PT_PRIVATE_NET;
const names = ['Аня', 'Борис', 'Вера'] as const;
const browsers: Browser[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

/** A Village Pillage game on three phones: the host's seat, Борис's and Вера's. */
async function table(hostVersion?: string) {
  const hostBrowser = await launchNet();
  const guestBrowser = await launchNet();
  browsers.push(hostBrowser, guestBrowser);
  const hostPhone = await seededHostPhone(hostBrowser, 4242);
  if (hostVersion)
    // the host runs another build: its chunks say another app version
    await hostPhone.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/\b\d+\.\d+\.\d+\+[0-9a-f]{7,12}\b/g, hostVersion);
      await route.fulfill({ response, body });
    });
  const host = await hostPhone.newPage();
  const borisPhone = await newPhone(guestBrowser, { width: 360, height: 640 });
  const veraPhone = await newPhone(guestBrowser, { width: 360, height: 640 });
  const boris = await borisPhone.newPage();
  const vera = await veraPhone.newPage();
  await host.goto(`${BASE}/#/`);
  await host.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
  await linkGuests(host, [
    { page: boris, name: names[1] },
    { page: vera, name: names[2] },
  ]);
  await threeSeatsOnThreePhones(host, 'village-pillage', names);
  await host.locator('.seat-list > li').nth(0).locator('select').first().selectOption('person');
  await host.locator('.bottom-bar .btn-primary').click();
  await host.locator('.vp-screen').waitFor();
  for (const g of [boris, vera]) await g.locator('.vp-screen').waitFor({ timeout: 45_000 });
  return { host, boris, vera, veraPhone, guestBrowser };
}

/** The host links one more phone from the game's bar. */
async function linkAnother(host: Page, guest: Page, name: string | null): Promise<void> {
  await host.getByRole('button', { name: ru.relink }).click();
  const offer = await hostOffer(host);
  await joinByText(host, guest, name, offer);
}

describe.skipIf(!inPrivateNet)('issue 24 items 10 and 11 on linked phones', () => {
  it('item 10: Вера’s phone lost its token; the host gives her seat to the newly linked phone, and the table is told', async () => {
    const { host, boris, veraPhone, guestBrowser } = await table();
    // Вера's browser data is gone: her phone is not linked and can never say its token again
    await veraPhone.close();
    await expect
      .poll(() => host.locator('.net-bar').getAttribute('data-away'), { timeout: 30_000 })
      .toBe('yes');
    const fresh = await (await newPhone(guestBrowser, { width: 360, height: 640 })).newPage();
    await linkAnother(host, fresh, 'Галя');
    await fresh
      .getByText(ru.watching)
      .waitFor({ timeout: 45_000 })
      .catch(() => {});
    await host.getByRole('button', { name: ru.backToGame }).click();
    await host.getByRole('button', { name: ru.handToPhone.replace('{name}', 'Галя') }).click();
    await expect
      .poll(() => host.locator('.net-bar').getAttribute('data-away'), { timeout: 20_000 })
      .toBe('no');
    const told = ru.handedPhone.replace('{n}', '3').replace('{name}', 'Галя');
    await boris.getByText(told).waitFor({ timeout: 20_000 });
    await fresh.getByText(told).waitFor({ timeout: 20_000 });
    expect(await fresh.getByText(ru.watching).count()).toBe(0);
  });

  it('item 11: a phone that links with Борис’s token says it took his seat over, and Борис’s phone is told', async () => {
    const { host, boris, veraPhone, guestBrowser } = await table();
    // Вера's phone drops off, so the host shows a code to link a phone again
    await veraPhone.close();
    await expect
      .poll(() => host.locator('.net-bar').getAttribute('data-away'), { timeout: 30_000 })
      .toBe('yes');
    const token = await boris.evaluate(() => localStorage.getItem('pocket-table:guest-token'));
    expect(token).toBeTruthy();
    const copyPhone = await newPhone(guestBrowser, { width: 360, height: 640 });
    await copyPhone.addInitScript((t) => localStorage.setItem('pocket-table:guest-token', t), token!);
    const copy = await copyPhone.newPage();
    await linkAnother(host, copy, null);
    await copy.getByText(ru.tookOver).waitFor({ timeout: 45_000 });
    await boris.getByText(ru['refused-replaced']).waitFor({ timeout: 20_000 });
  });

  it('item 13: a host on another app version: the guest says both versions plainly', async () => {
    const { boris } = await table('9.9.9+other');
    await boris.getByText(/9\.9\.9\+other/).waitFor({ timeout: 20_000 });
    expect(await boris.getByText(/9\.9\.9\+other/).textContent()).toMatch(/\d+\.\d+\.\d+\+[0-9a-f]{7,12}/);
  });

  it('issue 21 item 2: the host reloads the page; Борис and Вера link again and each gets their seat back', async () => {
    const { host, boris, vera } = await table();
    const tokenOf = (p: Page) => p.evaluate(() => localStorage.getItem('pocket-table:guest-token'));
    const [saved] = await readSavedSessions(host);
    // the saved game itself says which phone plays which seat; nothing is kept beside it
    expect((saved as { phones?: { phoneOfSeat: unknown[] } }).phones?.phoneOfSeat).toEqual([
      null,
      await tokenOf(boris),
      await tokenOf(vera),
    ]);
    expect(
      await host.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pocket-table:multi:'))),
    ).toEqual([]);

    await host.reload();
    await host.locator('.vp-screen').waitFor({ timeout: 30_000 });
    // the reopened game waits for both phones
    await expect
      .poll(() => host.locator('.net-bar').getAttribute('data-away'), { timeout: 30_000 })
      .toBe('yes');
    await host.getByRole('button', { name: ru.relink }).click();
    let offer = await hostOffer(host);
    for (const guest of [boris, vera]) {
      await joinByText(host, guest, null, offer);
      await guest.locator('.vp-screen').waitFor({ timeout: 45_000 });
      if (guest === boris) offer = await hostOffer(host, offer);
    }
    await host.getByRole('button', { name: ru.backToGame }).click();
    await expect
      .poll(() => host.locator('.net-bar').getAttribute('data-away'), { timeout: 20_000 })
      .toBe('no');
    for (const guest of [boris, vera]) expect(await guest.getByText(ru.watching).count()).toBe(0);
  });
});
