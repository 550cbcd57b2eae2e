// What "fits a small phone" means on one screen as it stands (issue 30), checked in the page:
// - broken: a word laid out over two lines (its text box is narrower than the word: names a
//   letter per line), or a control's text clipped by its box («3 самоРОДКА» cut);
// - covered: a title or a control in the window whose visible points are under a sticky or fixed
//   element that is not its own (a sticky header, a bottom bar, the ☀ "screen stays on" mark).
import type { Page } from 'playwright-core';

export interface Defect {
  kind: 'broken' | 'clipped' | 'covered';
  where: string;
  text: string;
}

export function layoutDefects(page: Page): Promise<Defect[]> {
  return page.evaluate(() => {
    const out: { kind: 'broken' | 'clipped' | 'covered'; where: string; text: string }[] = [];
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`;
    const shown = (el: Element): boolean => {
      if (el.closest('.visually-hidden, [hidden], [aria-hidden="true"], dialog:not([open])')) return false;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') return false;
      // a box squeezed to no width still shows its text (a letter per line): it counts
      const r = el.getBoundingClientRect();
      return r.width > 0 || r.height > 0;
    };
    // 1. words over two lines
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !shown(parent) || parent.closest('script, style, input, textarea, select, option'))
        continue;
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push({ kind: 'broken', where: label(parent), text: m[0] });
        // a word wider than the control it is in spills out of it («3 самородка» on a button)
        const box = parent.closest('button, .btn, label, summary, td, th');
        if (box) {
          const b = box.getBoundingClientRect();
          if (rects.some((r) => r.left < b.left - 1 || r.right > b.right + 1))
            out.push({ kind: 'clipped', where: `${label(parent)} wider than ${label(box)}`, text: m[0] });
        }
      }
    }
    // 2. controls whose text is clipped by their box
    for (const el of document.querySelectorAll<HTMLElement>('button, a.btn, label, summary, h1, h2, h3')) {
      if (!shown(el)) continue;
      const cs = getComputedStyle(el);
      const clips = cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1)
        out.push({ kind: 'clipped', where: label(el), text: el.innerText.trim().slice(0, 40) });
    }
    // 3. with the page at its top: a title, a word or a control under something floating over
    //    the screen (not a full-width bar): the ☀ mark, the menu button, a «+N» chip
    const pinnedAll = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const p = getComputedStyle(el).position;
      return (p === 'fixed' || p === 'sticky') && shown(el) && !el.closest('dialog');
    });
    const bars = pinnedAll.filter((p) => p.getBoundingClientRect().width >= innerWidth * 0.9);
    const floating = pinnedAll.filter((p) => !bars.includes(p));
    // a floating thing over words is drawn over them when it comes later in paint order: it is
    // fixed, and the words are not in another fixed or sticky element above it
    const hitOf = (x: number, y: number) =>
      x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
    const startY = window.scrollY;
    window.scrollTo(0, 0);
    const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !shown(parent) || floating.some((f) => f.contains(parent))) continue;
      for (const m of (node.textContent ?? '').matchAll(/\S+/gu)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        for (const r of range.getClientRects()) {
          // by the boxes: a mark that lets taps through (pointer-events: none) is not hit-tested
          const over = floating.find((f) => {
            if (f.contains(parent) || parent.contains(f)) return false;
            const b = f.getBoundingClientRect();
            const w = Math.min(r.right, b.right) - Math.max(r.left, b.left);
            const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
            return w > 1 && h > 1;
          });
          if (over) out.push({ kind: 'covered', where: `${label(parent)} under ${label(over)}`, text: m[0] });
        }
      }
    }
    // 4. every control, brought into view as focus brings it (from below and from above the
    //    window), is not under a sticky header or bar: what the screen asks for can be reached
    const controls = [
      ...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary'),
    ].filter(
      (el) => shown(el) && !pinnedAll.some((p) => p.contains(el)) && !(el as HTMLButtonElement).disabled,
    );
    const before = document.activeElement as HTMLElement | null;
    for (const el of controls) {
      for (const from of [document.documentElement.scrollHeight, 0]) {
        window.scrollTo(0, from);
        // focus moves to it afresh (a control that has it already is not brought into view)
        el.blur();
        el.focus();
        if (document.activeElement !== el) break;
        const r = el.getBoundingClientRect();
        const hit = hitOf(r.left + r.width / 2, r.top + Math.min(r.height / 2, 20));
        const bar = hit && bars.find((b) => b.contains(hit) && !b.contains(el));
        if (bar) {
          out.push({
            kind: 'covered',
            where: `${label(el)} under ${label(bar)} (focused from ${from ? 'below' : 'above'})`,
            text: (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40),
          });
          break;
        }
      }
    }
    before?.focus?.();
    window.scrollTo(0, startY);
    return out;
  });
}
