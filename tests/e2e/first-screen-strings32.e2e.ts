// Issue 32, first screen ("the whole first download within 1.10x a bare React hello world, strings
// included"), in the built app: the boot script runs only the first screen's strings of the
// phone's language (src/i18n/shellFirst.*.ts); all of that language's strings (shell.*.ts) come
// once home is up. Rules: home paints, hydrates and shows its words with all the strings still
// held back; the only strings fetched are the phone's language's, the first screen's first; every
// other screen (Saved games, Settings, a game's new-game form) then shows its words, never a key,
// never the other language; a Russian phone never downloads English strings, nor the other way,
// until the other language is chosen in Settings, which then shows home in it whole.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry } from '../../src/i18n/core';
import { en } from '../../src/i18n/shell.en';
import { ru } from '../../src/i18n/shell.ru';
import { BASE, launch, newPhone } from './browser';

const ALL = { en, ru } as Record<'en' | 'ru', Record<keyof typeof en, Entry>>;
const word = (lang: 'en' | 'ru', key: keyof typeof en) => String(ALL[lang][key]);
/** the shell's keys no sentence has: camelCase ones ('savedGames', 'modeQuestion', …) */
const KEY = new RegExp(
  `\\b(?:${Object.keys(en)
    .filter((k) => /[A-Z]/.test(k))
    .join('|')})\\b`,
);

/** The strings chunks the page asked for, by name ('shellFirst.ru', 'shell.ru', …), in order. */
function stringsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const name = r.url().match(/\/assets\/(shell(?:First)?\.\w+)-[^/]+\.js$/)?.[1];
    if (name) asked.push(name);
  });
  return asked;
}

async function shows(page: Page, lang: 'en' | 'ru', heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(KEY);
  return text;
}

describe("issue 32 first screen: the first screen's strings in the built app", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, other, locale] of [
    ['ru', 'en', 'ru-RU'],
    ['en', 'ru', 'en-US'],
  ] as const) {
    it(`on a ${locale} phone: home needs only its first-screen strings; every other screen shows its words`, async () => {
      const context = await newPhone(browser, { locale });
      const page = await context.newPage();
      const asked = stringsAsked(page);
      // all the strings are held back until home is up, hydrated and checked
      const held: Route[] = [];
      let holding = true;
      await page.route(/\/assets\/shell\.\w+-[^/]+\.js$/, (route) =>
        holding ? held.push(route) : route.continue(),
      );
      await page.goto(BASE + '/');
      await page.waitForFunction(() => performance.getEntriesByName('react-mounted').length > 0);
      // fetched once home is up, not before
      await expect.poll(() => held.length).toBe(1);
      expect(asked).toEqual([`shellFirst.${lang}`, `shell.${lang}`]);
      const home = await shows(page, lang, 'Pocket Table');
      for (const key of ['newGame', 'savedGames', 'settings', 'severalPhones'] as const)
        expect(home).toContain(word(lang, key));
      expect(home).not.toContain(word(other, 'savedGames'));
      expect(
        await page.evaluate(() => (window as { __recoverableErrors?: string[] }).__recoverableErrors ?? []),
      ).toEqual([]);
      holding = false;
      for (const r of held) await r.continue();

      await page
        .getByRole('link', { name: word(lang, 'savedGames') })
        .first()
        .click();
      await shows(page, lang, word(lang, 'savedGames'));
      await page.evaluate(() => (location.hash = '#/settings'));
      const settings = await shows(page, lang, word(lang, 'settings'));
      expect(settings).toContain(word(lang, 'theme'));
      expect(settings).not.toContain(word(other, 'theme'));
      await page.evaluate(() => (location.hash = '#/new/saboteur'));
      await page
        .getByRole('heading', { name: new RegExp(`^${word(lang, 'newGame')}: `), level: 1 })
        .waitFor();
      const form = await page.locator('main').innerText();
      expect(form).not.toMatch(KEY);
      expect(form).toContain(word(lang, 'modeQuestion'));
      // the other language's strings were never downloaded
      expect(asked.filter((name) => name.endsWith(`.${other}`))).toEqual([]);

      // switched in Settings, home shows the other language whole: its words and its cards'
      await page.evaluate(() => (location.hash = '#/settings'));
      await page.getByRole('radio', { name: word(lang, other === 'en' ? 'langEn' : 'langRu') }).check();
      await shows(page, other, word(other, 'settings'));
      await page.evaluate(() => (location.hash = '#/'));
      const switched = await shows(page, other, 'Pocket Table');
      expect(switched).toContain(word(other, 'newGame'));
      expect(switched).toContain(other === 'en' ? 'Saboteur' : 'Гномы-вредители');
      expect(switched).not.toContain(word(lang, 'newGame'));
      await context.close();
    });
  }
});
