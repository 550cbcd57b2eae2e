// Issue 31 item 2 ("every rule once"): Rolling Village's sheet is 5 avenues × 6 columns in the
// rules (ROWS, COLS); the screen and its styles take the size from there, not from literals.
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLS } from '../../../../src/games/rolling-village/rules';
import { SheetGrid } from '../../../../src/games/rolling-village/ui/SheetGrid';
import { useSettings } from '../../../../src/store/settings';

const UI = 'src/games/rolling-village/ui';

beforeEach(() => useSettings.setState({ lang: 'en' }));

describe('issue 31 item 2: Rolling Village’s grid is written once, in its rules', () => {
  it('the sheet gives its CSS grid the rules’ column count, and draws that many column heads', () => {
    render(<SheetGrid cells={null} label="sheet" />);
    const sheet = screen.getByRole('group', { name: 'sheet' });
    expect(sheet.style.getPropertyValue('--rv-cols')).toBe(String(COLS));
    expect(sheet.querySelectorAll('.rv-col-head')).toHaveLength(COLS);
  });

  it('no stylesheet of the game writes the column count as a number', () => {
    const css = readdirSync(UI)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(UI, f), 'utf8'))
      .join('\n');
    // the sheet's columns: the avenue labels, then one column per sheet column (grid and small phones)
    const sheetColumns = [...css.matchAll(/grid-template-columns: \d+px repeat\(([^,]+),/g)].map((m) => m[1]);
    expect(sheetColumns).toEqual(['var(--rv-cols)', 'var(--rv-cols)']);
    expect(css).not.toMatch(/repeat\(6\b/);
  });

  it('the screen’s marks are laid out from ROWS and COLS, not from literals', () => {
    const present = readFileSync(join(UI, 'present.ts'), 'utf8');
    expect(present).not.toMatch(/length: [56]\b/);
  });
});
