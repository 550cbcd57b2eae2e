// A first game that teaches (issue 34), in the built app at 360×640: Village Pillage with two
// people and a bot. Each lesson comes to the right person (a seat's on that seat's own screen,
// after its handoff; the table's on the shared screen), once; none is in the DOM or the
// accessibility tree while a handoff is up. A second first game with one returning player
// teaches only the new one. In English and in Russian; and Saboteur's roles and turns, each on
// its own person's screen after the handoff: classic, Deluxe (each role's aim only on its
// holder's screen) and beside the box (roles, then the set-up, questions and payout).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, checkA11y, launch, newPhone } from './browser';
import {
  handoffFor,
  newFirstGame,
  newSaboteurFirstGame,
  nothingBehindHandoff,
  once,
  roleOnScreen,
  settled,
  walk,
  type Seat,
} from './first-game-helpers';

describe('issue 34: a first game that teaches, in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, gotIt, locale] of [
    ['en', 'Got it', 'en-US'],
    ['ru', 'Понятно', 'ru-RU'],
  ] as const) {
    it(`issue 34 (${lang}): each lesson once, to the right person, never behind a handoff; a second first game teaches only the new friend`, async () => {
      const context = await newPhone(browser, { locale, width: 360, height: 640 });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await newFirstGame(page, [
        ['Anna', 'person'],
        ['Boris', 'person'],
        ['Carl', 'easy'],
      ]);
      const first = await walk(page, 3, gotIt, lang === 'en');
      const keys = once(first);
      expect(new Set(keys).size).toBe(keys.length);
      // both people get the plan's lesson on their own first plan screen; the bot gets nothing
      expect(keys).toEqual(
        expect.arrayContaining(['Anna:plan-neighbours', 'Boris:plan-neighbours', 'table:reveal']),
      );
      expect(first.some((t) => t.to === 'Carl')).toBe(false);
      // the words use the view's facts: Anna's neighbours by name
      const plan = first.find((t) => t.to === 'Anna' && t.id === 'plan-neighbours')!.text;
      expect(plan).toContain('Carl');
      expect(plan).toContain('Boris');
      if (lang === 'ru') expect(plan).toMatch(/Положите по карте/);

      // a second first game: Anna again, Dana new; Anna's lessons are not repeated
      await newFirstGame(page, [
        ['Anna', 'person'],
        ['Dana', 'person'],
        ['Carl', 'easy'],
      ]);
      const second = await walk(page, 2, gotIt);
      const again = new Set(first.map((t) => t.id));
      // none of Anna's lessons comes again (a moment her first three rounds never reached, e.g. a
      // Guard in hand with turnips to bank, may still teach her something new in the second)
      const hadAnna = new Set(first.filter((t) => t.to === 'Anna').map((t) => t.id));
      expect(second.filter((t) => t.to === 'Anna' && hadAnna.has(t.id))).toEqual([]);
      expect(once(second)).toEqual(expect.arrayContaining(['Dana:plan-neighbours']));
      // the shared screen teaches again for Dana's sake, each lesson once
      expect(new Set(once(second)).size).toBe(second.length);
      expect(second.some((t) => t.to === 'table' && again.has(t.id))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('issue 34 (Saboteur, en): each person’s role is taught on their own role screen after the handoff, the turn on their own turn', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const seats: Seat[] = [
      ['Anna', 'person'],
      ['Boris', 'person'],
      ['Carl', 'easy'],
      ['Dana', 'easy'],
    ];
    await newSaboteurFirstGame(page, 'app', /^Classic/, seats);
    const taught: string[] = [];
    for (let step = 0; step < 200 && taught.filter((t) => t.includes('turn-options')).length < 2; step++) {
      if (await page.locator('.handoff').count()) {
        await nothingBehindHandoff(page);
        await page.locator('.handoff .btn-primary').click();
        await page.waitForTimeout(150);
        continue;
      }
      const lesson = page.locator('.lesson');
      if (await lesson.count()) {
        const viewer = await page.locator('.sab-root').getAttribute('data-viewer');
        const who = seats[Number(viewer)]?.[0];
        const head = (await lesson.locator('.lesson-head').textContent())!;
        // a seat's lesson only on that seat's own screen, naming that person
        expect(who).toBeDefined();
        expect(head).toContain(`· ${who}`);
        taught.push(`${who}:${await lesson.getAttribute('data-lesson')}`);
        await lesson.getByRole('button', { name: 'Got it' }).click();
        continue;
      }
      const stage = await page.locator('.sab-root').getAttribute('data-stage');
      if (stage === 'turn' && (await page.locator('.sab-hand .sab-hand-card').count())) {
        await page.locator('.sab-hand .sab-hand-card').first().click();
        await page.getByRole('button', { name: 'Discard and pass' }).click();
        await page.locator('dialog[open] .btn-primary').click();
        continue;
      }
      const done = page.locator('.sab-private .btn-primary, .bottom-bar .btn-primary');
      if (await done.count())
        await done
          .first()
          .click({ timeout: 1000 })
          .catch(() => {});
      else await page.waitForTimeout(100);
    }
    // both people learn their own role's aim and their turn; nothing repeats
    expect(taught.filter((t) => t.startsWith('Anna:role-'))).toHaveLength(1);
    expect(taught.filter((t) => t.startsWith('Boris:role-'))).toHaveLength(1);
    expect(taught).toEqual(expect.arrayContaining(['Anna:turn-options', 'Boris:turn-options']));
    expect(new Set(taught).size).toBe(taught.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 34 (Rolling Village, ru): the dice are taught to the table, each sheet’s lessons to its own player, once', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU', width: 360, height: 640 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(BASE + '/#/new/rolling-village/app', { waitUntil: 'load' });
    await page.locator('.seat-list > li').first().waitFor();
    const rows = () => page.locator('.seat-list > li');
    while ((await rows().count()) > 2) await rows().last().getByRole('button').last().click();
    for (const [i, n] of ['Anna', 'Boris'].entries()) await rows().nth(i).locator('input[type=text]').fill(n);
    await page.locator('input[name=first-game]').check();
    await page.locator('.bottom-bar .btn-primary').last().click();
    await page.locator('[data-testid=rv-screen]').waitFor();
    const taught: string[] = [];
    const round = async () => (await page.locator('[data-testid=rv-round]').textContent()) ?? '';
    for (let step = 0; step < 300 && !/Раунд 2/.test(await round()); step++) {
      const lesson = page.locator('.lesson');
      if (await lesson.count()) {
        const head = (await lesson.locator('.lesson-head').textContent())!;
        const id = (await lesson.getAttribute('data-lesson'))!;
        const sheet = page.locator('[data-testid=rv-sheet-panel]');
        const owner = (await sheet.count())
          ? (await sheet.getAttribute('aria-label'))!.replace(/^.*: /, '')
          : null;
        // a sheet's lesson names the sheet's player; the table's names nobody
        const to = head.includes('·') ? owner : 'table';
        if (to !== 'table') expect(head).toContain(`· ${owner}`);
        taught.push(`${to}:${id}`);
        await lesson.getByRole('button', { name: 'Понятно' }).click();
        continue;
      }
      const q = page.locator('dialog.rv-type-question[open] button:not(.btn-link)');
      if (await q.count()) {
        await q.first().click();
        continue;
      }
      const roll = page.locator('[data-testid=rv-roll]');
      if ((await roll.count()) && (await roll.isEnabled())) {
        await roll.click();
        await page.waitForTimeout(700);
        continue;
      }
      const cell = page.locator('.rv-cell:not([disabled])');
      if (await cell.count()) {
        await cell.first().click();
        continue;
      }
      const avenue = page.locator('.rv-avenues .btn-primary');
      if (await avenue.count()) {
        await avenue.first().click();
        continue;
      }
      const done = page.locator('[data-testid=rv-done]');
      if ((await done.count()) && (await done.isEnabled())) {
        await done.click();
        continue;
      }
      const next = page.locator('[data-testid=rv-next-sheet]');
      if (await next.count()) await next.click();
      else await page.waitForTimeout(100);
    }
    expect(taught).toEqual(expect.arrayContaining(['table:one-roll', 'Anna:setup', 'Boris:setup']));
    expect(new Set(taught).size).toBe(taught.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 34 (companions, en): Village Pillage beside the box starts with the set-up walkthrough on the shared screen', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    await page.goto(BASE + '/#/new/village-pillage/companion', { waitUntil: 'load' });
    await page.locator('.seat-list > li').first().waitFor();
    await page.locator('input[name=first-game]').check();
    await page.locator('.bottom-bar .btn-primary').last().click();
    const lesson = page.locator('.lesson[data-lesson="box-setup"]');
    await lesson.waitFor();
    expect(await lesson.textContent()).toMatch(/each of the 3 players takes the four starting cards/);
    await lesson.getByRole('button', { name: 'I know this' }).click();
    expect(await page.locator('.lesson').count()).toBe(0);
    await context.close();
  });

  it('issue 34 (Saboteur Deluxe, ru): a role’s lesson only on its holder’s screen after their «Я — …», each lesson once, none behind a handoff', async () => {
    const context = await newPhone(browser, { locale: 'ru-RU', width: 360, height: 640 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const seats: Seat[] = [
      ['Аня', 'person'],
      ['Борис', 'person'],
      ['Вика', 'easy'],
      ['Дима', 'easy'],
    ];
    const names = seats.map((s) => s[0]);
    await newSaboteurFirstGame(page, 'app', /^Делюкс/, seats);
    const taught: string[] = [];
    /** whose "I am …" was pressed last: the only person whose own screen may be up */
    let confirmed: string | null = null;
    const turns = () => taught.filter((t) => t.endsWith(':turn-options')).length;
    for (let step = 0; step < 600 && turns() < 2; step++) {
      if (await page.locator('.handoff').count()) {
        await nothingBehindHandoff(page);
        const next = await handoffFor(page, names);
        await page.locator('.handoff .btn-primary').click();
        confirmed = next;
        await page.waitForTimeout(150);
        await settled(page);
        continue;
      }
      const lesson = page.locator('.lesson');
      if (await lesson.count()) {
        expect(await lesson.count()).toBe(1);
        const viewer = await page.locator('.sab-root').getAttribute('data-viewer');
        const who = names[Number(viewer)];
        const id = (await lesson.getAttribute('data-lesson'))!;
        const head = (await lesson.locator('.lesson-head').textContent())!;
        // a seat's lesson: on that seat's own screen, after that person's own handoff
        expect(who, `${id} on the shared screen`).toBeDefined();
        expect(who).toBe(confirmed);
        expect(head).toContain(`· ${who}`);
        // a role's aim: on the screen that shows that very role, i.e. its holder's
        if (id.startsWith('role-')) expect(`role-${await roleOnScreen(page)}`).toBe(id);
        taught.push(`${who}:${id}`);
        await lesson.getByRole('button', { name: 'Понятно' }).click();
        continue;
      }
      const stage = await page.locator('.sab-root').getAttribute('data-stage');
      if (stage === 'turn' && (await page.locator('.sab-hand .sab-hand-card').count())) {
        // Deluxe: a pass discards 1–3 cards (Saboteur §5), chosen after «Пас»
        await page.getByRole('button', { name: 'Пас', exact: true }).click();
        await page.locator('.sab-hand .sab-hand-card').first().click();
        await page.getByRole('button', { name: /^Сбросить 1 карту и пасовать/ }).click();
        await page.locator('dialog[open] .btn-primary').click();
        continue;
      }
      const done = page.locator('.sab-private .btn-primary, .bottom-bar .btn-primary');
      if (await done.count())
        await done
          .first()
          .click({ timeout: 1000 })
          .catch(() => {});
      else await page.waitForTimeout(100);
    }
    // each person learns their own Deluxe role once, on their own role screen, and their turn
    for (const name of ['Аня', 'Борис'])
      expect(
        taught.filter((t) => t.startsWith(`${name}:role-`)),
        name,
      ).toHaveLength(1);
    expect(taught).toEqual(expect.arrayContaining(['Аня:turn-options', 'Борис:turn-options']));
    expect(taught.some((t) => /^(Вика|Дима):/.test(t))).toBe(false);
    expect(new Set(taught).size).toBe(taught.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 34 (Saboteur with the box, en): roles taught on each holder’s own screen after their handoff, then the set-up, the questions and the payout to the table, once', async () => {
    const context = await newPhone(browser, { locale: 'en-US', width: 360, height: 640 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const names = ['Anna', 'Boris', 'Vera'];
    const seats = names.map((n): Seat => [n, 'person']);
    await newSaboteurFirstGame(page, 'companion', /^Classic/, seats);
    const taught: string[] = [];
    let confirmed: string | null = null;
    let checked = false;
    /** Closes the lessons up now, noting whom each was for (a seat's: after its own handoff). */
    const closeLessons = async () => {
      const lesson = page.locator('.lesson');
      while (await lesson.count()) {
        expect(await lesson.count()).toBe(1);
        const viewer = await page.locator('.sabc-root').getAttribute('data-viewer');
        const who = viewer === 'table' ? 'table' : names[Number(viewer)]!;
        const id = (await lesson.getAttribute('data-lesson'))!;
        const head = (await lesson.locator('.lesson-head').textContent())!;
        if (who === 'table') expect(head).not.toContain('·');
        else {
          expect(who).toBe(confirmed);
          expect(head).toContain(`· ${who}`);
        }
        if (id.startsWith('role-')) expect(`role-${await roleOnScreen(page)}`).toBe(id);
        if (!checked) {
          await checkA11y(page, `first game, Saboteur with the box: lesson ${id}`);
          checked = true;
        }
        taught.push(`${who}:${id}`);
        await lesson.getByRole('button', { name: 'Got it' }).click();
      }
    };
    // companion §2.2: each person's role behind their own handoff
    const play = page.getByRole('heading', { name: 'Play the round on the table' });
    // (bounded by steps, not time: on a loaded machine each role screen's minimum time takes more steps)
    for (let step = 0; step < 400 && !(await play.count()); step++) {
      if (await page.locator('.handoff').count()) {
        await nothingBehindHandoff(page);
        confirmed = await handoffFor(page, names);
        await page.locator('.handoff .btn-primary').click();
        await page.getByTestId('sabc-private').waitFor();
        await settled(page);
        continue;
      }
      await closeLessons();
      // "Got it" on the role screen only once it is armed (issue 29), and no lesson came meanwhile
      const done = page.locator('.sabc-role .bottom-bar .btn-primary:not([disabled])[data-armed="true"]');
      if ((await done.count()) && !(await page.locator('.lesson').count()))
        await done.click({ timeout: 1000 }).catch(() => {});
      else await page.waitForTimeout(100);
    }
    await play.waitFor();
    confirmed = null;
    // companion §2.1: the set-up walkthrough on the shared screen, for this count
    await page.locator('.lesson[data-lesson="box-setup"]').waitFor();
    expect(await page.locator('.lesson').textContent()).toContain('deal 6 to each of the 3 players');
    await closeLessons();
    await page.getByRole('button', { name: 'Round over' }).click();
    // companion §2.4: the questions, then companion §2.5: the payout, each taught as it comes up
    await page.locator('.lesson[data-lesson="box-questions"]').waitFor();
    await closeLessons();
    await page.locator('fieldset[data-q="gold"]').getByRole('button', { name: 'No' }).click();
    await page.locator('fieldset[data-q="last"]').getByRole('button', { name: 'Vera' }).click();
    await page.getByRole('button', { name: 'Reveal roles and pay' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reveal roles and pay' }).click();
    await page.getByTestId('sabc-payout').waitFor();
    await page.locator('.lesson[data-lesson="box-payout"]').waitFor();
    await closeLessons();

    for (const name of names) {
      expect(
        taught.filter((t) => t.startsWith(`${name}:role-`)),
        name,
      ).toHaveLength(1);
      expect(taught, name).toContain(`${name}:box-roles`);
    }
    expect(taught).toEqual(
      expect.arrayContaining(['table:box-setup', 'table:box-questions', 'table:box-payout']),
    );
    expect(new Set(taught).size).toBe(taught.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
