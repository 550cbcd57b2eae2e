// Rule (issue 11 item 2, "screens never see raw state"): a game's ui/ imports from its own
// rules/ only types, constants (UPPER_CASE names) and the view function; every rule lives in
// rules/ and reaches a screen through a view. No ui/ imports another game.
//
// KNOWN_VIOLATIONS lists what the ui/ folders still import today, file by file. It may only
// shrink: an entry that is no longer needed fails the test too, so whoever removes a rule call
// from a screen deletes its line here. Nothing may be added.
import { describe, expect, it } from 'vitest';
import { allImports } from './sourceImports';

const KNOWN_VIOLATIONS: Record<string, string[]> = {
  // to be removed by the Village Pillage helpers (issue 11 item 3)
  'src/games/village-pillage/ui/cardInfo.ts': ['cardDef'],
};

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
  it('the analysis sees a runtime import of a rule function (so the check can fail)', () => {
    expect(Object.keys(found).length + Object.keys(KNOWN_VIOLATIONS).length).toBeGreaterThan(0);
  });
});
