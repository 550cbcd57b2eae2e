// Issue 21 item 2 ("the eight seat colours are one constant"): kit/seatColours.ts lists them;
// the page's styles draw every seat colour from its values in both themes, the colour picker
// names them from it, and every stored seat colour is checked against it. Issue 31 item 2: the
// hues are written there only; the build makes the stylesheet from them.
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSeatColour, SEAT_COLOURS, seatColourOr } from '../../src/kit/seatColours';
import { ColourPicker } from '../../src/app/newGame/ColourPicker';
import { useSettings } from '../../src/store/settings';
import { seatColourCss } from '../../scripts/seat-colours-plugin';

const css = seatColourCss();

/** The --seat-N values of the first rule block whose selector is `selector`. */
function seatVars(selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  return [...block.matchAll(/--seat-(\d+):\s*(#[0-9a-f]{6})/gi)].map((m, i) => {
    expect(Number(m[1])).toBe(i);
    return m[2]!.toLowerCase();
  });
}

describe('seat colours (issue 21 item 2: one constant)', () => {
  it('the styles give each theme exactly the constant’s eight hues, in its order', () => {
    expect(SEAT_COLOURS).toHaveLength(8);
    expect(seatVars(':root')).toEqual(SEAT_COLOURS.map((c) => c.light));
    expect(seatVars(":root[data-theme='dark']")).toEqual(SEAT_COLOURS.map((c) => c.dark));
  });

  it('issue 31 item 2: no hand-written stylesheet writes a seat hue or a data-colour rule again', () => {
    const sheets = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.css'),
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const f of sheets) {
      const text = readFileSync(join('src', f), 'utf8');
      expect(text, f).not.toMatch(/--seat-\d+\s*:/);
      expect(text, f).not.toMatch(/\[data-colour=/);
    }
  });

  it('issue 31 item 2: the app loads the stylesheet the build makes from the constant', () => {
    expect(readFileSync('src/main.tsx', 'utf8')).toMatch(/^import 'virtual:seat-colours\.css';$/m);
    expect(readFileSync('vite.config.ts', 'utf8')).toMatch(/seatColours\(\)/);
  });

  it('every colour index has its data-colour rule, and no index beyond the constant has one', () => {
    const rules = [...css.matchAll(/\[data-colour='(\d+)'\]\s*\{\s*--seat:\s*var\(--seat-(\d+)\)/g)];
    expect(rules.map((m) => [Number(m[1]), Number(m[2])])).toEqual(SEAT_COLOURS.map((_, i) => [i, i]));
  });

  it('the colour picker offers each colour by its name, in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      useSettings.setState({ lang });
      const { unmount } = render(
        <ColourPicker seatNumber={1} name="Anna" colour={2} onPick={() => undefined} />,
      );
      expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(
        SEAT_COLOURS.map((c) => c.name[lang]),
      );
      expect(
        (screen.getByRole('radio', { name: SEAT_COLOURS[2]!.name[lang] }) as HTMLInputElement).checked,
      ).toBe(true);
      unmount();
    }
  });

  it('a stored colour outside the eight is not one; a seat then gets its colour in turn', () => {
    expect([0, 7].map(isSeatColour)).toEqual([true, true]);
    expect([8, -1, 1.5, '2', null].map(isSeatColour)).toEqual([false, false, false, false, false]);
    expect(seatColourOr(5, 0)).toBe(5);
    expect(seatColourOr(8, 9)).toBe(1);
  });
});
