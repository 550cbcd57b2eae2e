// Helpers for the 200%-text checks (issue #8: text scales to 200% without clipping). The root
// font size is set to 200%, as a person's larger-text setting does (our type tokens are rem).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPhone } from './browser';

export interface LargeTextPhone {
  lang: 'ru' | 'en';
  colorScheme: 'light' | 'dark';
  width: number;
  height: number;
  reducedMotion?: boolean;
}

/** A phone whose every page starts with 200% text. */
export async function largeTextPhone(browser: Browser, o: LargeTextPhone): Promise<Page> {
  const ctx = await newPhone(browser, {
    reducedMotion: o.reducedMotion ?? false,
    locale: o.lang === 'ru' ? 'ru-RU' : 'en-US',
    colorScheme: o.colorScheme,
    width: o.width,
    height: o.height,
  });
  await ctx.addInitScript(() => {
    // the CSP forbids <style> elements; the CSSOM is allowed and does the same
    const large = () => document.documentElement?.style.setProperty('font-size', '200%');
    large();
    document.addEventListener('DOMContentLoaded', large);
  });
  return ctx.newPage();
}

export interface ClipRules {
  /** also report a box whose own words run out of it (a label wider than its button) */
  spills: boolean;
  /** pass over text inside SVG drawings (card art) */
  skipSvg: boolean;
}

/** Elements whose text is cut off, and whether the page scrolls sideways. */
function clipping(page: Page, rules: ClipRules) {
  return page.evaluate((rules) => {
    const root = document.documentElement;
    const clipped: string[] = [];
    const skip = `.visually-hidden, [hidden], dialog:not([open])${rules.skipSvg ? ', svg' : ''}`;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest(skip)) continue;
      const text = (el.textContent ?? '').trim();
      if (!text || el.getClientRects().length === 0) continue;
      // text meant only for screen readers (the 1×1 clipped pattern) is not clipping
      if (el.clientWidth <= 1 && el.clientHeight <= 1) continue;
      const s = getComputedStyle(el);
      const hidesX = /hidden|clip/.test(s.overflowX) || s.textOverflow === 'ellipsis';
      const hidesY = /hidden|clip/.test(s.overflowY);
      const cutX = hidesX && el.scrollWidth > el.clientWidth + 1;
      const cutY = hidesY && el.scrollHeight > el.clientHeight + 1;
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
      const spills = rules.spills && ownText && s.display !== 'inline' && el.scrollWidth > el.clientWidth + 1;
      if (cutX || cutY || spills)
        clipped.push(
          `${el.tagName.toLowerCase()}.${String(el.className).replace(/\s+/g, '.')} "${text.slice(0, 40)}" ` +
            `${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
        );
    }
    return {
      fontSize: getComputedStyle(root).fontSize,
      sideways: root.scrollWidth > root.clientWidth + 1 ? `${root.scrollWidth} > ${root.clientWidth}` : '',
      clipped,
    };
  }, rules);
}

/** Photographs the screen to `shotDir` and asserts 200% text with nothing cut off. */
export async function expectNoClipping(
  page: Page,
  name: string,
  shot: { dir: string; file: string },
  rules: ClipRules,
): Promise<void> {
  // the init script sets it on every new document; reopening a saved game may come before it
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  mkdirSync(shot.dir, { recursive: true });
  await page.screenshot({ path: `${shot.dir}/${shot.file}.png` });
  const r = await clipping(page, rules);
  expect(r.fontSize, 'root text is 200% of 16px').toBe('32px');
  expect(r.sideways, `${name}: the page scrolls sideways`).toBe('');
  expect(r.clipped, `${name}: text cut off`).toEqual([]);
}
