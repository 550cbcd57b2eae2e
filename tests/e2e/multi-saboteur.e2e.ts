// Issue 14: a Saboteur round on three phones over real WebRTC (inside the private namespace).
// (Second test: a host that plays no seat is the table display in the middle.)
// The host plays seat 0 on its own screen; guest phones Борис and Вера hold seats 1 and 2.
// After every move each guest's DOM and accessibility tree are checked against the true state
// (the host's saved log replayed in node): nothing of another seat's private data. Mid-round
// Вера's page closes: every phone says the game waits for her; she scans again and gets her
// seat back at the current state. At the end the host's saved game replays to the same end.
import type { Browser, Page } from 'playwright-core';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { rules } from '../../src/games/saboteur/rules/index';
import { chooseStrong } from '../../src/games/saboteur/rules/strong-bot';
import { createRng } from '../../src/kit/random';
import type { Action, State } from '../../src/games/saboteur/rules/types';
import { BASE, checkA11y, newPhone } from './browser';
import {
  expectWaiting,
  hostOffer,
  joinByText,
  launchNet,
  linkGuests,
  ru,
  seededHostPhone,
  threeSeatsOnThreePhones,
} from './multi-helpers';
import { assertNoPrivateText, readSavedSessions, waitForSavedActions } from './privacy';
import { forbiddenFor, stateOf, translator, type GameSpec } from './privacy-saboteur-helpers';

const inPrivateNet = Object.values(networkInterfaces())
  .flat()
  .some((i) => i?.address === '10.77.0.1');
const browsers: Browser[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

const names = ['Анна', 'Борис', 'Вера'];
const t = translator('ru');

/**
 * The move: the strong bot's path towards the gold as if every seat dug for it, else a pass with
 * one card (the UI path stays simple: places and passes), so the round ends in a few moves.
 */
function move(state: State, seat: number): Action {
  const legal = rules.legalActions(state, seat) as Action[];
  const diggers = { ...state, roles: state.roles.map(() => 'gold-digger') } as State;
  const a = chooseStrong(diggers, seat, createRng(state.log.length));
  if (a.type === 'place') return a;
  const places = legal.filter((x) => x.type === 'place');
  const score = (x: Action) => (x.type === 'place' ? x.x * 10 - Math.abs(x.y) : -1e9);
  return (
    places.sort((x, y) => score(y) - score(x))[0] ??
    legal.find((x) => x.type === 'pass' && x.discard.length === 1) ??
    legal[0]!
  );
}

/** The host's next game seed (freshSeed reads one Uint32 from crypto): a round that ends in a dozen moves. */
const SEED = 19;

/** Acknowledges what a phone owes (its role, a round summary) until it shows a turn or waits. */
async function settle(page: Page): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const stage = (await page.locator('.sab-root').getAttribute('data-stage')) ?? '';
    if (stage === 'role' || stage === 'private' || stage === 'summary') {
      await page.locator('.bottom-bar .btn-primary').click();
      await page.waitForTimeout(50);
      continue;
    }
    return stage;
  }
  throw new Error('the phone kept showing owed screens');
}

/** Makes `a` through the real turn screen of the phone holding its seat. */
async function play(page: Page, state: State, a: Action): Promise<void> {
  const hand = state.hands[a.seat];
  const cards = page.locator('.sab-hand .sab-hand-card');
  if (a.type === 'place') {
    await cards.nth(hand!.indexOf(a.card)).click();
    const legal = t('spotLegal', { x: a.x, y: a.y });
    const other = `${t('spotLabel', { x: a.x, y: a.y })}: ${t('otherWay')}`;
    // a spot at the maze's edge may sit under the hand: the click goes to the spot itself
    await page.locator(`[aria-label="${legal}"], [aria-label="${other}"]`).first().dispatchEvent('click');
    await page.getByRole('button', { name: t('placeHere') }).click();
  } else if (a.type === 'pass') {
    await cards.nth(hand!.indexOf(a.discard[0]!)).click();
    await page.getByRole('button', { name: t('passOne') }).click();
    await page.locator('dialog[open] .btn-primary').click();
  } else throw new Error(`the test plays only places and passes, not ${a.type}`);
}

/** The host opens the app and links Борис's and Вера's phones. */
async function linkBorisAndVera(host: Page, boris: Page, vera: Page): Promise<void> {
  await host.goto(`${BASE}/#/`);
  await host.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
  await linkGuests(host, [
    { page: boris, name: names[1]! },
    { page: vera, name: names[2]! },
  ]);
}

describe.skipIf(!inPrivateNet)('Saboteur on three phones', () => {
  it('a round to its end: guests see only their own seat, a dropped guest rejoins, the save replays', async () => {
    const hostBrowser = await launchNet();
    const guestBrowser = await launchNet();
    browsers.push(hostBrowser, guestBrowser);
    const hostPhone = await seededHostPhone(hostBrowser, SEED);
    const host = await hostPhone.newPage();
    const boris = await (await newPhone(guestBrowser, { width: 360, height: 640 })).newPage();
    const veraPhone = await newPhone(guestBrowser, { width: 360, height: 640, colorScheme: 'dark' });
    let vera = await veraPhone.newPage();
    await linkBorisAndVera(host, boris, vera);

    await threeSeatsOnThreePhones(host, 'saboteur', names);
    await host.locator('.bottom-bar .btn-primary').click();
    await host.locator('.sab-root').waitFor();
    const [session] = await readSavedSessions(host);
    if (!session) throw new Error('no saved game on this phone');
    const spec: GameSpec = {
      mode: (session.config as { mode: 'classic' }).mode,
      seed: session.seed,
      seats: names.map((name) => ({ name })),
    };
    const phoneOf = [host, boris, vera];
    for (const g of [boris, vera]) await g.locator('.sab-root').waitFor({ timeout: 20_000 });
    await checkA11y(boris, 'multi: Saboteur on a guest (ru, light, 360x640)');

    let actions: Action[] = [];
    let checks = 0;
    const checkGuests = async (state: State, where: string) => {
      for (const [seat, page] of [
        [1, boris],
        [2, vera],
      ] as const) {
        await assertNoPrivateText(page, forbiddenFor(state, seat, 'ru', names), `${names[seat]}: ${where}`);
        checks++;
      }
    };
    let dropped = false;
    for (let turn = 0; turn < 300; turn++) {
      const state = stateOf(spec, actions);
      if (state.round > 1 || state.phase !== 'turn') break;
      // the moves reached every phone: each says whom the game waits for
      const actor = rules.actors(state)[0]!;
      for (const [seat, page] of phoneOf.entries())
        await expectWaiting(page, names, [actor], seat > 0 ? [seat] : []);
      for (const page of phoneOf) await settle(page);
      await checkGuests(state, `before move ${turn + 1}`);

      if (turn === 4 && !dropped) {
        // Вера's page closes mid-round; the host and Борис say the game waits for her phone
        dropped = true;
        await vera.close();
        for (const page of [host, boris])
          await expect
            .poll(() => page.locator('.net-bar').textContent(), { timeout: 20_000 })
            .toContain(ru.awayName.replace('{name}', names[2]!));
        await host.getByRole('button', { name: ru.relink }).click();
        const offer = await hostOffer(host);
        vera = await veraPhone.newPage();
        await joinByText(host, vera, null, offer);
        await vera.locator('.sab-root').waitFor({ timeout: 20_000 });
        phoneOf[2] = vera;
        await settle(vera);
        await host.getByRole('button', { name: ru.backToGame }).click();
        await expect.poll(() => host.locator('.net-bar').getAttribute('data-away')).toBe('no');
        await checkGuests(state, 'after Вера rejoined');
      }

      const a = move(state, actor);
      const page = phoneOf[actor];
      expect(await settle(page!)).toBe('turn');
      await play(page!, state, a);
      // the host's log is the truth (the spot clicked may take the card the other way round)
      const logged = await waitForSavedActions(host, actions.length + 1, 20_000);
      actions = logged.actions as unknown as Action[];
      expect(actions.at(-1)).toMatchObject({ type: a.type, seat: a.seat });
      if (process.env.MULTI_DEBUG)
        console.log(`move ${actions.length}: ${a.type} by ${actor} at ${Date.now() % 1e6}`);
    }
    const end = stateOf(spec, actions);
    expect(end.round > 1 || end.phase !== 'turn').toBe(true);
    expect(session.seed).toBe(SEED);
    expect(dropped).toBe(true);
    console.log(`Saboteur on three phones: ${actions.length} moves, ${checks} privacy checks`);

    // the host's saved game replays to the same end
    const saved = await waitForSavedActions(host, actions.length);
    const replayed = stateOf(spec, saved.actions as unknown as Action[]);
    expect(saved.actions).toEqual(actions);
    expect({ round: replayed.round, phase: replayed.phase, summary: replayed.lastRound }).toEqual({
      round: end.round,
      phase: end.phase,
      summary: end.lastRound,
    });

    // the host closes: the game is saved there, and each guest is told plainly
    await host.close();
    for (const g of [boris, vera])
      await expect.poll(() => g.locator('.net-lost').textContent(), { timeout: 30_000 }).toContain(ru.lost);
  }, 230_000);

  it('a host with no seat of its own is the table display: it says so and never shows a private screen', async () => {
    const hostBrowser = await launchNet();
    const guestBrowser = await launchNet();
    browsers.push(hostBrowser, guestBrowser);
    const host = await (await seededHostPhone(hostBrowser, SEED, { width: 390, height: 844 })).newPage();
    const boris = await (await newPhone(guestBrowser, { width: 360, height: 640 })).newPage();
    const vera = await (await newPhone(guestBrowser, { width: 360, height: 640 })).newPage();
    await linkBorisAndVera(host, boris, vera);
    // seat 1 is a bot (bots run on the host), seats 2 and 3 are the guests' phones
    await threeSeatsOnThreePhones(host, 'saboteur', names);
    await host.getByText(ru.tableDisplayHint).waitFor();
    await host.locator('.seat-list > li').first().locator('select').first().selectOption('easy');
    await host.locator('.bottom-bar .btn-primary').click();
    await host.locator('.sab-root').waitFor();
    await host.getByTestId('table-display').getByText(ru.tableDisplay).waitFor();
    await checkA11y(host, 'multi: the host as the table display (ru, light)');
    const [session] = await readSavedSessions(host);
    if (!session) throw new Error('no saved game on this phone');
    const seatNames = session.seats.map((x) => x.name);
    const spec: GameSpec = {
      mode: (session.config as { mode: 'classic' }).mode,
      seed: session.seed,
      seats: seatNames.map((name) => ({ name })),
    };
    const phoneOf = [null, boris, vera];

    let guestMoves = 0;
    for (let turn = 0; turn < 100 && guestMoves < 6; turn++) {
      const actions = (await readSavedSessions(host))[0]!.actions as unknown as Action[];
      const state = stateOf(spec, actions);
      if (state.round > 1 || state.phase !== 'turn') break;
      const actor = rules.actors(state)[0]!;
      const page = phoneOf[actor];
      if (page) {
        // the game waits for a guest: the host shows the table, nothing private of any seat
        await expect
          .poll(() => host.getByTestId('waiting-for').textContent(), { timeout: 20_000 })
          .toBe(`Ждём: ${seatNames[actor]}`);
        expect(await host.locator('.sab-root').getAttribute('data-viewer')).toBe('table');
        expect(await host.locator('.handoff, .sab-hand').count()).toBe(0);
        await assertNoPrivateText(host, forbiddenFor(state, null, 'ru', seatNames), `host, move ${turn + 1}`);
        expect(await settle(page)).toBe('turn');
        await play(page, state, move(state, actor));
        guestMoves++;
      }
      await waitForSavedActions(host, actions.length + 1, 20_000);
    }
    expect(guestMoves).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
