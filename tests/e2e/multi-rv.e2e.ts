// Issue 14: Rolling Village on three phones over real WebRTC (inside the private namespace).
// The host fills seat 0's sheet; guest phones Борис and Вера fill seats 1 and 2 on their own
// screens, on the same rolls (the host rolls; any seat may, §12.5). Every phone says whose
// sheet is not finished yet; a forged action of Борис's phone for the host's seat is refused;
// at the end the results on all three phones list the same three totals, which are the totals
// of the host's saved log replayed in node. Each sheet taps its first legal cell every time.
import type { Browser, Page } from 'playwright-core';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { rules, type State } from '../../src/games/rolling-village/rules/index';
import { replay } from '../../src/kit/session';
import { BASE, checkA11y, newPhone } from './browser';
import { SHOTS_DIR } from './config';
import { expectWaiting, giveSeat, launchNet, linkGuests, ru } from './multi-helpers';
import { readSavedSessions, waitForSavedActions } from './privacy';

const inPrivateNet = Object.values(networkInterfaces())
  .flat()
  .some((i) => i?.address === '10.77.0.1');
const browsers: Browser[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

const names = ['Анна', 'Борис', 'Вера'];
/** each phone fills its sheet its own way, so the three totals differ */
const picks: Pick[] = ['first', 'last', 'middle'];
const phaseOf = (page: Page) => page.locator('[data-testid=rv-screen]').getAttribute('data-phase');

/** Keeps the data channel a guest phone receives, so the test can send what its UI never would. */
function keepChannel() {
  const Real = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Real {
    constructor(config?: RTCConfiguration) {
      super(config);
      this.addEventListener('datachannel', (e) => {
        (window as unknown as { rvChannel: RTCDataChannel }).rvChannel = e.channel;
      });
    }
  };
}

/** One tap on the host's roll button; waits until the roll is made (the phase, round or dice changed). */
async function roll(host: Page) {
  const where = () =>
    host.evaluate(
      () =>
        `${document.querySelector('[data-testid=rv-screen]')?.getAttribute('data-phase')}|` +
        `${document.querySelector('[data-testid=rv-round]')?.textContent}|` +
        `${document.querySelector('[data-testid=rv-dice]')?.outerHTML}`,
    );
  const before = await where();
  await host.locator('[data-testid=rv-roll]').click({ timeout: 20_000 });
  await expect.poll(where, { timeout: 20_000 }).not.toBe(before);
}

type Pick = 'first' | 'middle' | 'last';

/** This phone's sheet places what the roll asks (its `pick` of the legal cells, first allowed type) and confirms. */
async function fillSheet(page: Page, pick: Pick) {
  // the view of the new roll reached this phone: a cell or an object type to pick
  await page
    .locator('.rv-cell:not([disabled]), .rv-types .rv-type:not([disabled])')
    .first()
    .waitFor({ timeout: 20_000 });
  for (let guard = 0; guard < 6; guard++) {
    const types = page.locator('.rv-types .rv-type:not([disabled])');
    if ((await types.count()) > 0 && (await page.locator('.rv-type-on').count()) === 0)
      await types.first().click();
    const cells = page.locator('.rv-cell:not([disabled])');
    if ((await cells.count()) === 0) break;
    const n = await page.locator('.rv-cell-new').count();
    const count = await cells.count();
    await cells.nth(pick === 'first' ? 0 : pick === 'last' ? count - 1 : Math.floor(count / 2)).click();
    // the host applied it and sent the new view back
    await page.waitForFunction((k) => document.querySelectorAll('.rv-cell-new').length > k, n, {
      timeout: 20_000,
    });
  }
  await page.locator('[data-testid=rv-done]').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid=rv-done]'), null, {
    timeout: 20_000,
  });
}

/** A scoring roll of 2 or 12: each phone names its own sheet's avenue (the best one is preselected). */
async function chooseAvenue(page: Page) {
  const go = page.locator('.rv-avenues .btn-primary');
  await go.waitFor({ timeout: 20_000 });
  await go.click();
  await go.waitFor({ state: 'detached', timeout: 20_000 });
}

describe.skipIf(!inPrivateNet)('Rolling Village on three phones', () => {
  it('each phone fills its own sheet on the host’s rolls; every phone ends with all three totals, no typing', async () => {
    const started = Date.now();
    const hostBrowser = await launchNet();
    const guestBrowser = await launchNet();
    browsers.push(hostBrowser, guestBrowser);
    const host = await (
      await newPhone(hostBrowser, { width: 360, height: 640, reducedMotion: true })
    ).newPage();
    const borisPhone = await newPhone(guestBrowser, { width: 360, height: 640, reducedMotion: true });
    await borisPhone.addInitScript(keepChannel);
    const boris = await borisPhone.newPage();
    const vera = await (
      await newPhone(guestBrowser, { width: 360, height: 640, colorScheme: 'dark', reducedMotion: true })
    ).newPage();
    const phones = [host, boris, vera];
    const errors: string[] = [];
    for (const p of phones) p.on('pageerror', (e) => errors.push(String(e)));
    await host.goto(`${BASE}/#/`);
    await host.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
    await linkGuests(host, [
      { page: boris, name: names[1]! },
      { page: vera, name: names[2]! },
    ]);

    await host.goto(`${BASE}/#/new/rolling-village`);
    const rows = host.locator('.seat-list > li');
    await rows.first().waitFor();
    while ((await rows.count()) > 1) await rows.last().getByRole('button').last().click();
    while ((await rows.count()) < 3) await host.locator('.add-seat').click();
    await rows.nth(0).locator('input[type=text]').fill(names[0]!);
    await giveSeat(host, 1, names[1]!);
    await giveSeat(host, 2, names[2]!);
    await host.locator('.bottom-bar .btn-primary').click();
    for (const p of phones) await p.getByTestId('rv-screen').waitFor({ timeout: 20_000 });
    const [session] = await readSavedSessions(host);
    if (!session) throw new Error('no saved game on this phone');
    expect(session.seats.map((s) => s.where)).toEqual(['this-phone', 'this-phone', 'this-phone']);

    // Борис's phone forges a roll for the host's seat 0: refused, said on his phone, nothing logged
    await boris.evaluate(() => {
      const ch = (window as unknown as { rvChannel: RTCDataChannel }).rvChannel;
      ch.send(JSON.stringify({ v: 1, t: 'action', action: { type: 'roll', seat: 0 } }));
    });
    await boris.getByText(ru['refused-not-your-seat']).waitFor({ timeout: 20_000 });
    expect((await readSavedSessions(host))[0]!.actions).toEqual([]);
    // a guest phone shows its own sheet only: no seat picker for the others' sheets
    for (const g of [boris, vera]) expect(await g.locator('.rv-seats').count()).toBe(0);

    const stage = async (first: boolean) => {
      if (first) {
        // the host finishes first: every phone says whose sheets are not finished yet
        await fillSheet(host, picks[0]!);
        for (const [seat, p] of phones.entries())
          await expectWaiting(p, names, [1, 2], seat > 0 ? [seat] : []);
        if (process.env.MULTI_SHOTS) await host.screenshot({ path: `${SHOTS_DIR}/rv-host-waiting.png` });
        await Promise.all([fillSheet(boris, picks[1]!), fillSheet(vera, picks[2]!)]);
      } else await Promise.all(phones.map((p, i) => fillSheet(p, picks[i]!)));
    };

    await roll(host); // setup roll
    await vera.locator('.rv-types .rv-type:not([disabled])').first().waitFor({ timeout: 20_000 });
    await checkA11y(vera, 'multi: Rolling Village sheet on a guest (ru, dark, 360x640)');
    if (process.env.MULTI_SHOTS) await vera.screenshot({ path: `${SHOTS_DIR}/rv-guest-setup.png` });
    await stage(true);
    for (let round = 1; round <= 9; round++) {
      await roll(host); // building
      await stage(false);
      await roll(host); // scoring
      await expect.poll(() => phaseOf(host)).not.toBe('scoring-roll');
      if ((await phaseOf(host)) === 'choose-avenue') await Promise.all(phones.map(chooseAvenue));
    }

    if (process.env.MULTI_SHOTS) {
      await boris.getByTestId('rv-results').waitFor({ timeout: 20_000 });
      await boris.screenshot({ path: `${SHOTS_DIR}/rv-guest-results.png`, fullPage: true });
    }
    // the host's saved log, replayed in node, is the truth
    const saved = await waitForSavedActions(host, (await readSavedSessions(host))[0]!.actions.length);
    const end = replay(rules, session.config, session.seed, saved.actions as never) as State;
    const outcome = rules.outcome(end)!;
    expect(outcome.scores).toHaveLength(3);
    // every seat's total by name, as the host's log says
    const expected = names.map((n, seat) => `${n}: ${outcome.scores[seat]}`).sort();
    const shown: string[][] = [];
    for (const p of phones) {
      await p.getByTestId('rv-results').waitFor({ timeout: 20_000 });
      const scores = await p.locator('[data-testid=rv-results] .final-ranking-score').allTextContents();
      const who = await p.locator('[data-testid=rv-results] .final-ranking-name').allTextContents();
      shown.push(who.map((n, i) => `${n.replace('★', '').trim()}: ${scores[i]}`).sort());
    }
    expect(shown[0]).toEqual(expected);
    expect(shown[1]).toEqual(shown[0]);
    expect(shown[2]).toEqual(shown[0]);
    // no typed totals: the log has no paper total
    expect(saved.actions.some((a) => a.type === 'enter-total')).toBe(false);
    expect(errors).toEqual([]);
    console.log(
      `Rolling Village on three phones: ${saved.actions.length} actions, totals ${shown[0]!.join(', ')}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 180_000);
});
