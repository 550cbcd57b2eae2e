// Saboteur companion (issue 22, companion §2) in the built app, in Chromium, on one phone at
// 390×844 and 360×640: a whole classic game and a whole Deluxe game, three rounds each, with a
// role look again, Inspection and Swap your hats (Deluxe), nugget picks (classic), thefts
// (Deluxe) and a correction after the reveal; the privacy walk at every role handoff.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companion } from '../../src/games/saboteur/rules';
import { checkA11y, launch, newPhone } from './browser';
import { SHOTS_DIR } from './config';
import {
  fits,
  newCompanionGame,
  privateStep,
  ROLE_EN,
  savedCount,
  seeRoles,
  trueState,
} from './saboteur-companion-helpers';

const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dana'];

/** Counts the taps of a round end, from "Round over" to the next round's first handoff. */
let taps = 0;
async function tap(page: Page, name: string | RegExp, exact = true) {
  taps++;
  await page.getByRole('button', { name, exact }).last().click();
}

async function answerSeat(page: Page, q: string, name: string) {
  taps++;
  await page.locator(`fieldset[data-q="${q}"]`).getByRole('button', { name }).click();
}

/** Classic nugget picks: each picker behind a handoff picks the highest value. */
async function picks(page: Page) {
  for (;;) {
    const { state } = await trueState(page);
    if (state.phase !== 'pick' || !state.pick) return;
    const seat = state.pick.picker;
    await page.getByRole('button', { name: `I am ${NAMES[seat]}` }).click();
    taps++;
    const priv = page.getByTestId('sabc-private');
    await priv.waitFor();
    // the offer's values are shown to the picker only
    const values = [...state.pick.offer].sort((a, b) => b - a);
    expect(await priv.locator('.sabc-offer').textContent()).toBe(values.join(' · '));
    await priv.locator('.sabc-choices .btn').first().click();
    taps++;
    await expect.poll(async () => (await trueState(page)).state.log.length).toBeGreaterThan(state.log.length);
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

describe('Saboteur companion on one phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [width, height] of [
    [390, 844],
    [360, 640],
  ] as const) {
    it(
      `${width}×${height}: a whole classic game: roles, a look again, picks, a correction, three rounds`,
      { timeout: 180_000 },
      async () => {
        const context = await newPhone(browser, { locale: 'en-US', width, height });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const names = NAMES.slice(0, 4);
        await newCompanionGame(page, names, 'classic');
        const roundTaps: number[] = [];
        for (let round = 1; round <= 3; round++) {
          await seeRoles(page, names);
          await page.getByRole('heading', { name: 'Play the round on the table' }).waitFor();
          await fits(page, width);
          if (round === 1) {
            await shot(page, `sabc-play-${width}`);
            // companion §2.2: a person looks at their role again, behind their own handoff
            await page.getByRole('button', { name: 'Look at a role again' }).click();
            await page.getByRole('button', { name: /Boris/ }).click();
            const { state } = await trueState(page);
            const text = await privateStep(page, 'Boris', 1, 'look again');
            expect(text).toContain(ROLE_EN[state.roles[1]!]);
            await checkA11y(page, `saboteur companion play ${width}`);
          }
          taps = 0;
          const { state: before } = await trueState(page);
          await tap(page, 'Round over');
          // round 1 and 3: the gold is reached by Vera; round 2: not reached, last card Gleb
          const gold = round !== 2;
          await tap(page, gold ? 'Yes' : 'No');
          await answerSeat(page, 'last', gold ? 'Vera' : 'Gleb');
          await fits(page, width);
          if (round === 1) await shot(page, `sabc-questions-${width}`);
          await tap(page, 'Reveal roles and pay');
          await page.getByRole('dialog').getByRole('button', { name: 'Reveal roles and pay' }).click();
          taps++;
          await picks(page);
          const payout = page.getByTestId('sabc-payout');
          await payout.waitFor();
          // companion §2.5: every role revealed at once, each line saying why
          const lines = await payout.locator('.sabc-lines li').allTextContents();
          expect(lines).toHaveLength(4);
          lines.forEach((l, i) => expect(l).toContain(ROLE_EN[before.roles[i]!]));
          expect(await payout.textContent()).toContain(
            gold ? 'Vera reached the gold.' : 'The gold was not reached.',
          );
          if (round === 1) {
            await shot(page, `sabc-payout-${width}`);
            await checkA11y(page, `saboteur companion payout ${width}`);
            // companion §2.6: the gold was not reached after all; the round is paid again, logged
            await page.getByRole('button', { name: 'Correct an answer' }).click();
            await page.getByRole('heading', { name: 'Correct round 1' }).waitFor();
            await page.getByRole('button', { name: 'No', exact: true }).click();
            await page.getByRole('button', { name: 'Pay the round again' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Pay the round again' }).click();
            await page.getByTestId('sabc-payout').waitFor();
            expect(await page.getByTestId('sabc-payout').textContent()).toContain('Corrected once');
            const { state } = await trueState(page);
            expect(state.log.at(-1)).toMatchObject({
              type: 'correction',
              before: { gold: true },
              after: { gold: false },
            });
            expect(state.nuggets.flat().length).toBe(state.settled!.lines.reduce((n, l) => n + l.cards, 0));
          } else roundTaps.push(taps);
          await page
            .getByRole('button', { name: round === 3 ? 'Final results' : `Round ${round + 1}` })
            .click();
        }
        await page.locator('.final-ranking').waitFor();
        const { state } = await trueState(page);
        expect(state.phase).toBe('over');
        const out = companion.outcome(state)!;
        expect(out.scores.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
        console.log(
          `classic round-end taps (round 2 without picks, round 3 with picks): ${roundTaps.join(', ')}`,
        );
        expect(errors).toEqual([]);
        await context.close();
      },
    );

    it(
      `${width}×${height}: a whole Deluxe game: Inspection, Swap your hats, doors, crystals, Trapped!, thefts, a correction`,
      { timeout: 180_000 },
      async () => {
        const context = await newPhone(browser, { locale: 'en-US', width, height });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await newCompanionGame(page, NAMES, 'deluxe');
        for (let round = 1; round <= 3; round++) {
          await seeRoles(page, NAMES);
          await page.getByRole('heading', { name: 'Play the round on the table' }).waitFor();
          if (round === 1) {
            // companion §2.3 Inspection: Anna looks at Boris's role, privately
            await page.getByRole('button', { name: /Inspection played/ }).click();
            await page.getByRole('button', { name: /Anna/ }).click();
            await page.getByRole('button', { name: /Boris/ }).click();
            // issue 29 item 1: the target is confirmed before it acts
            await page.getByRole('dialog').getByRole('button', { name: 'Inspect' }).click();
            const { state: s1 } = await trueState(page);
            const seen = await privateStep(page, 'Anna', 0, 'inspection');
            expect(seen).toContain('Boris’s role is:');
            expect(seen).toContain(ROLE_EN[s1.roles[1]!]);
            // Swap your hats: Vera swaps Gleb's hat; Gleb alone sees the new role
            await page.getByRole('button', { name: /Swap your hats played/ }).click();
            await page.getByRole('button', { name: /Vera/ }).click();
            await page.getByRole('button', { name: /Gleb/ }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Swap' }).click();
            const { state: s2 } = await trueState(page);
            expect(s2.discardedRoles).toEqual([s1.roles[3]]);
            const fresh = await privateStep(page, 'Gleb', 3, 'swap your hats');
            expect(fresh).toContain('Your new role:');
            expect(fresh).toContain(ROLE_EN[s2.roles[3]!]);
            await fits(page, width);
          }
          await page.getByRole('button', { name: 'Round over' }).click();
          const gold = round === 1;
          await page
            .locator('fieldset[data-q="gold"]')
            .getByRole('button', { name: gold ? 'Yes' : 'No' })
            .click();
          await answerSeat(page, 'last', 'Boris');
          if (gold) {
            await page
              .locator('fieldset[data-q="free-of-green"]')
              .getByRole('button', { name: 'No' })
              .click();
            // issue 29 item 6: the doors start unanswered; both are answered
            await page
              .locator('fieldset[data-q="free-of-blue"]')
              .getByRole('button', { name: 'Yes' })
              .click();
            for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'More' }).click();
            await answerSeat(page, 'trapped', 'Dana');
            await answerSeat(page, 'thefts', 'Vera');
            await answerSeat(page, 'thefts', 'Anna');
            await fits(page, width);
            await shot(page, `sabc-questions-deluxe-${width}`);
          }
          await page.getByRole('button', { name: 'Reveal roles and pay' }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Reveal roles and pay' }).click();
          const { state: paid } = await trueState(page);
          if (gold) {
            expect(paid.answers).toMatchObject({
              gold: true,
              last: 1,
              freeOfGreen: false,
              crystals: 3,
              trapped: [4],
              thefts: [2, 0],
            });
            // §11.3: thieves: Anna played last, she acts first; then clockwise: Vera
            for (const thief of paid.thieves) {
              const theft = page.getByTestId('sabc-theft');
              await theft.waitFor();
              expect(await theft.locator('h2').textContent()).toBe(`Theft: ${NAMES[thief]}`);
              const { state } = await trueState(page);
              const victims = companion.view(state, null).theft!.victims;
              if (thief === 0 && victims.length)
                await theft.getByRole('button', { name: new RegExp(NAMES[victims[0]!]!) }).click();
              else await theft.getByRole('button', { name: 'Don’t steal' }).click();
              await savedCount(page, (await trueState(page)).actions.length);
            }
          }
          const payout = page.getByTestId('sabc-payout');
          await payout.waitFor();
          await page.getByRole('button', { name: 'Correct an answer' }).waitFor();
          if (gold) {
            await shot(page, `sabc-payout-deluxe-${width}`);
            const text = (await payout.textContent()) ?? '';
            expect(text).toContain('Boris reached the gold.');
            const { state } = await trueState(page);
            // a geologist's line shows the crystals; a trapped seat gets nothing
            expect(await payout.locator('li[data-seat="4"]').textContent()).toContain('trapped: nothing');
            expect(state.settled!.thefts.length).toBe(paid.thieves.length);
            // companion §2.6: three crystals was wrong, it was two; the round is paid again
            await page.getByRole('button', { name: 'Correct an answer' }).click();
            await page.getByRole('button', { name: 'Fewer' }).click();
            await page.getByRole('button', { name: 'Pay the round again' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Pay the round again' }).click();
            const { state: again } = await trueState(page);
            expect(again.log.findLast((e) => e.type === 'correction')).toMatchObject({
              before: { crystals: 3 },
              after: { crystals: 2 },
            });
            for (let k = 0; k < again.thieves.length + 1; k++) {
              const { state: s } = await trueState(page);
              if (s.phase !== 'theft') break;
              await page.getByTestId('sabc-theft').getByRole('button', { name: 'Don’t steal' }).click();
              await expect
                .poll(async () => (await trueState(page)).state.log.length)
                .toBeGreaterThan(s.log.length);
            }
            await page.getByRole('button', { name: 'Correct an answer' }).waitFor();
            expect(await page.getByTestId('sabc-payout').textContent()).toContain('Corrected once');
          }
          await page
            .getByRole('button', { name: round === 3 ? 'Final results' : `Round ${round + 1}` })
            .click();
        }
        await page.locator('.final-ranking').waitFor();
        await checkA11y(page, `saboteur companion final ${width}`);
        expect((await trueState(page)).state.phase).toBe('over');
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  }
});
