// Rule (issue 11 item 2, "screens never see raw state"): a game's ui/ imports from its own
// rules/ only types, constants (UPPER_CASE names) and the view function; every rule lives in
// rules/ and reaches a screen through a view. No ui/ imports another game.
//
// KNOWN_VIOLATIONS lists what the ui/ folders still import today, file by file (nothing since
// issue 11). It may only shrink: an entry that is no longer needed fails the test too. Nothing
// may be added.
import { describe, expect, it } from 'vitest';
import { allImports } from './sourceImports';

const KNOWN_VIOLATIONS: Record<string, string[]> = {};

const ALLOWED = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name) || name === 'view';

function violations(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const imp of allImports()) {
    const m = imp.file.match(/^src\/games\/([^/]+)\/ui\//);
    if (!m) continue;
    const game = m[1];
    const other = imp.target.match(/^src\/games\/([^/]+)\//);
    if (other && other[1] !== game) (found[imp.file] ??= []).push(`game ${other[1]}`);
    if (imp.typeOnly || !imp.target.startsWith(`src/games/${game}/rules`)) continue;
    for (const name of imp.values) if (!ALLOWED(name)) (found[imp.file] ??= []).push(name);
  }
  for (const k of Object.keys(found)) found[k].sort();
  return found;
}

describe('ui/ modules import from their rules/ only types, constants and the view function', () => {
  const found = violations();
  it('no ui/ module imports a rule function beyond the shrinking allow-list', () => {
    const fresh: string[] = [];
    for (const [file, names] of Object.entries(found))
      for (const n of names) if (!KNOWN_VIOLATIONS[file]?.includes(n)) fresh.push(`${file}: ${n}`);
    expect(fresh).toEqual([]);
  });
  it('the allow-list holds no entry that is no longer needed (delete it from KNOWN_VIOLATIONS)', () => {
    const stale: string[] = [];
    for (const [file, names] of Object.entries(KNOWN_VIOLATIONS))
      for (const n of names) if (!found[file]?.includes(n)) stale.push(`${file}: ${n}`);
    expect(stale).toEqual([]);
  });
  it('the analysis sees the runtime imports of ui/ from rules/ and would flag a rule function (so the check can fail)', () => {
    const seen = allImports()
      .filter((i) => /^src\/games\/[^/]+\/ui\//.test(i.file) && !i.typeOnly && /\/rules/.test(i.target))
      .flatMap((i) => i.values);
    expect(seen).toContain('POINTS');
    expect(ALLOWED('POINTS')).toBe(true);
    expect(ALLOWED('avenueForSum')).toBe(false);
  });
});
