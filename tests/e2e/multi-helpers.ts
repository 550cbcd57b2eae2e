// Pieces of the multi-phone browser tests (run inside the private network namespace): Chromium
// whose WebRTC host candidates are plain addresses, linking guest phones to a host by pasted
// codes, and giving seats to phones on the new-game screen.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { BASE, CHROMIUM_ARGS, newPhone, type PhoneOptions } from './browser';
import { multiStrings } from '../../src/app/multi/strings';

export const ru = multiStrings.ru as Record<keyof typeof multiStrings.en, string>;
// host candidates must be addresses here, not mDNS names (which the namespace cannot resolve)
export const NET_ARGS = [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];

export function launchNet(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [...NET_ARGS, ...args],
  });
}

/** The host's current offer code (a fresh one once the previous phone linked). */
export async function hostOffer(host: Page, not?: string): Promise<string> {
  const qr = host.locator('canvas.multi-qr').first();
  await expect
    .poll(async () => (await qr.getAttribute('data-code')) ?? '', { timeout: 20_000 })
    .not.toBe(not ?? '');
  return (await qr.getAttribute('data-code'))!;
}

/**
 * One guest joins with pasted codes: it reads the host's offer, shows its answer, the host
 * reads that. `where` is the host's container of the link panel (lobby or the game's bar).
 */
export async function joinByText(host: Page, guest: Page, name: string | null, offer: string): Promise<void> {
  await guest.goto(`${BASE}/#/multi`);
  await guest.getByRole('button', { name: ru.join }).click();
  if (name !== null) await guest.getByLabel(ru.yourName).fill(name);
  await guest.getByLabel(ru.pasteLabel).fill(offer);
  await guest.getByRole('button', { name: ru.useCode }).click();
  const answerQr = guest.locator('canvas.multi-qr');
  await answerQr.waitFor({ timeout: 45_000 });
  const answer = (await answerQr.getAttribute('data-code'))!;
  await host.getByLabel(ru.pasteLabel).fill(answer);
  await host.getByRole('button', { name: ru.useCode }).click();
}

/** The host links the guests in turn from its lobby; each then waits for the game. */
export async function linkGuests(host: Page, guests: { page: Page; name: string }[]): Promise<void> {
  await host.goto(`${BASE}/#/multi`);
  await host.getByRole('button', { name: ru.host }).click();
  let last: string | undefined;
  for (const g of guests) {
    const offer = await hostOffer(host, last);
    last = offer;
    const said: string[] = [];
    const listen = (who: string) => (m: { type(): string; text(): string }) =>
      said.push(`${who} ${m.type()}: ${m.text()}`);
    const [fromGuest, fromHost] = [listen('guest'), listen('host')];
    g.page.on('console', fromGuest);
    host.on('console', fromHost);
    await joinByText(host, g.page, g.name, offer);
    await g.page
      .getByRole('heading', { name: ru.connected })
      .waitFor({ timeout: 45_000 })
      .catch(async (e: unknown) => {
        // what each phone showed when the link stalled, for the failure message
        const shown = async (p: Page) =>
          (await p.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 400);
        throw new Error(
          `${g.name} never linked. Guest: «${await shown(g.page)}» Host: «${await shown(host)}» Console: ${said.join(' | ')}`,
          { cause: e },
        );
      });
    g.page.off('console', fromGuest);
    host.off('console', fromHost);
  }
  await expect
    .poll(() => host.locator('.multi-phones li[data-online="yes"]').count(), { timeout: 20_000 })
    .toBe(guests.length);
}

/** On the host's new-game screen: seat `i` goes to the guest phone named `name`. */
export async function giveSeat(host: Page, i: number, name: string): Promise<void> {
  const select = host.getByLabel(ru.playsOn.replace('{n}', String(i + 1)));
  await select.selectOption({ label: ru.phoneOf.replace('{name}', name) });
  await expect
    .poll(() => host.locator('.seat-list > li').nth(i).locator('input[type=text]').inputValue())
    .toBe(name);
}

/** The host's phone, whose new games all get `seed` (the app draws a game's seed with getRandomValues). */
export async function seededHostPhone(
  browser: Browser,
  seed: number,
  options: PhoneOptions = {},
): Promise<BrowserContext> {
  const phone = await newPhone(browser, { width: 360, height: 640, ...options });
  await phone.addInitScript((s) => {
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = ((a: ArrayBufferView) => {
      if (a instanceof Uint32Array && a.length === 1) {
        a[0] = s;
        return a;
      }
      return real(a as unknown as Uint8Array<ArrayBuffer>);
    }) as typeof crypto.getRandomValues;
  }, seed);
  return phone;
}

/**
 * On the host's new-game screen of `gameId`: three seats, the first the host's own (`names[0]`),
 * the other two given to the guest phones of those names, in `mode` (default the game's own).
 * Does not start the game.
 */
export async function threeSeatsOnThreePhones(
  host: Page,
  gameId: string,
  names: readonly string[],
  mode = 'app',
): Promise<void> {
  await host.goto(`${BASE}/#/new/${gameId}/${mode}`);
  const rows = host.locator('.seat-list > li');
  await rows.first().waitFor();
  while ((await rows.count()) > 3) await rows.last().getByRole('button').last().click();
  while ((await rows.count()) < 3) await host.locator('.add-seat').click();
  await rows.nth(0).locator('input[type=text]').fill(names[0]!);
  await giveSeat(host, 1, names[1]!);
  await giveSeat(host, 2, names[2]!);
}

/**
 * The «Ждём» bar of a phone (issue 23 item 5): the seats waited for, without the phone's own
 * seats (its own screen asks them), or no bar when only its own seats are waited for.
 */
export async function expectWaiting(
  page: Page,
  names: readonly string[],
  waiting: readonly number[],
  own: readonly number[] = [],
): Promise<void> {
  const others = waiting.filter((s) => !own.includes(s)).map((s) => names[s]);
  const bar = page.getByTestId('waiting-for');
  if (others.length === 0) await expect.poll(() => bar.count(), { timeout: 20_000 }).toBe(0);
  else await expect.poll(() => bar.textContent(), { timeout: 20_000 }).toBe(`Ждём: ${others.join(', ')}`);
}
