// Issue 22: a Saboteur companion round on three linked phones over real WebRTC (inside the
// private namespace). The host plays Анна on its own screen; guest phones Борис and Вера hold
// seats 1 and 2. Every phone shows its own role, no handoff, and nothing of another seat's role
// (DOM and accessibility tree) until the reveal; the round-end answers are entered on different
// phones; the reveal reaches every phone together (companion §2.2, §2.4, §2.5).
import type { Page } from 'playwright-core';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { companion, type CompanionState, type Role } from '../../src/games/saboteur/rules';
import { ru as sabRu } from '../../src/games/saboteur/ui/strings.ru';
import { ru as compRu } from '../../src/games/saboteur/ui/companion/strings.ru';
import { replay } from '../../src/kit/session';
import { checkA11y, newPhone } from './browser';
import { launchNet, linkGuests, seededHostPhone, threeSeatsOnThreePhones } from './multi-helpers';
import { assertNoPrivateText, readSavedSessions } from './privacy';
import { BASE } from './config';

const inPrivateNet = Object.values(networkInterfaces())
  .flat()
  .some((i) => i?.address === '10.77.0.1');
const browsers: Browser[] = [];
afterAll(async () => {
  for (const b of browsers) await b.close();
});

const names = ['Анна', 'Борис', 'Вера'];
/** the host's next game seed: Вера is the saboteur, Анна and Борис gold-diggers */
const SEED = 2;
const goal = (r: Role) => sabRu[`goal-${r}`] as string;
const say = (k: keyof typeof compRu) => compRu[k] as string;

async function trueState(host: Page): Promise<CompanionState> {
  const [s] = await readSavedSessions(host);
  if (!s) throw new Error('no saved game on this phone');
  return replay(companion, s.config, s.seed, s.actions as never) as CompanionState;
}

/** A phone shows its own role, and no other seat's different role, in the DOM and the a11y tree. */
async function onlyOwnRole(page: Page, state: CompanionState, seat: number, where: string) {
  const others = state.roles.filter((r, i) => i !== seat && r !== state.roles[seat]).map(goal);
  await assertNoPrivateText(
    page,
    [...others, ...state.leftoverRoles.filter((r) => r !== state.roles[seat]).map(goal)],
    `${names[seat]}: ${where}`,
  );
}

describe.skipIf(!inPrivateNet)('Saboteur companion on three phones', () => {
  it(
    'each phone its own role until the reveal; answers from several phones; all reveal together',
    { timeout: 180_000 },
    async () => {
      const hostBrowser = await launchNet();
      const guestBrowser = await launchNet();
      browsers.push(hostBrowser, guestBrowser);
      const host = await (await seededHostPhone(hostBrowser, SEED)).newPage();
      const boris = await (await newPhone(guestBrowser, { width: 360, height: 640 })).newPage();
      const vera = await (
        await newPhone(guestBrowser, { width: 390, height: 844, colorScheme: 'dark' })
      ).newPage();
      await host.goto(`${BASE}/#/`);
      await host.locator('.game-list h2').first().waitFor({ timeout: 60_000 });
      await linkGuests(host, [
        { page: boris, name: names[1]! },
        { page: vera, name: names[2]! },
      ]);
      await threeSeatsOnThreePhones(host, 'saboteur', names, 'companion');
      await host.getByRole('radio', { name: /Классика/ }).check();
      await host.locator('.bottom-bar .btn-primary').click();
      const phones = [host, boris, vera];
      for (const p of phones) await p.locator('.sabc-root').waitFor({ timeout: 30_000 });
      const state = await trueState(host);
      expect(state.roles).toEqual(['gold-digger', 'gold-digger', 'saboteur']);

      // companion §2.2: each phone shows its own seat's role straight away, no handoff
      for (const [seat, p] of phones.entries()) {
        const priv = p.getByTestId('sabc-private');
        await priv.waitFor({ timeout: 20_000 });
        expect(await p.getByRole('button', { name: /^Я — / }).count()).toBe(0);
        expect(await priv.textContent()).toContain(goal(state.roles[seat]!));
        await onlyOwnRole(p, state, seat, 'role shown');
      }
      await checkA11y(vera, 'multi: Saboteur companion role on a guest (ru, dark, 390x844)');
      for (const p of phones) await p.getByRole('button', { name: say('gotIt') }).click({ timeout: 10_000 });
      for (const p of phones)
        await p.getByRole('heading', { name: say('playTitle') }).waitFor({ timeout: 20_000 });
      for (const [seat, p] of phones.entries()) await onlyOwnRole(p, state, seat, 'round on the table');

      // a look again on Борис's own phone: his role only
      await boris.getByRole('button', { name: say('lookMine') }).click();
      await boris.getByTestId('sabc-private').waitFor();
      await onlyOwnRole(boris, state, 1, 'look again');
      await boris.getByRole('button', { name: say('gotIt') }).click({ timeout: 10_000 });

      // companion §2.4: the questions, answered on three phones; the draft is public
      await host.getByRole('button', { name: say('roundOver') }).click();
      for (const p of phones)
        await p.getByRole('heading', { name: /Раунд 1 окончен/ }).waitFor({ timeout: 20_000 });
      await boris
        .locator('fieldset[data-q="gold"]')
        .getByRole('button', { name: say('no') })
        .click();
      await host.locator('fieldset[data-q="last"]').getByRole('button', { name: /Вера/ }).click();
      await expect
        .poll(() => vera.locator('fieldset[data-q="last"] [aria-pressed="true"]').textContent(), {
          timeout: 20_000,
        })
        .toContain('Вера');
      for (const [seat, p] of phones.entries()) await onlyOwnRole(p, state, seat, 'questions');
      expect(await boris.getByTestId('sabc-payout').count()).toBe(0);

      // companion §2.5: Вера reveals; every phone shows every role together
      await vera.getByRole('button', { name: say('reveal') }).click();
      await vera
        .getByRole('dialog')
        .getByRole('button', { name: say('reveal') })
        .click();
      const shownAt = await Promise.all(
        phones.map(async (p) => {
          await p.getByTestId('sabc-payout').waitFor({ timeout: 20_000 });
          return Date.now();
        }),
      );
      expect(Math.max(...shownAt) - Math.min(...shownAt)).toBeLessThan(3000);
      for (const p of phones) {
        const lines = await p.locator('.sabc-lines li').allTextContents();
        expect(lines.map((l) => l.includes(sabRu['role-saboteur'] as string))).toEqual([false, false, true]);
      }
      // classic §13: only Вера's own phone shows her nugget value
      const final = await trueState(host);
      expect(final.settled!.lines[2]!.amount).toBe(4);
      expect(await vera.locator('li[data-seat="2"] .sabc-line-amount').count()).toBe(1);
      expect(await boris.locator('li[data-seat="2"] .sabc-line-amount').count()).toBe(0);
      expect(await host.locator('li[data-seat="2"] .sabc-line-amount').count()).toBe(0);
    },
  );
});
