// Rule (issue 11 item 5, COMMON.md "layers point one way"): rules → kit only (and the game's
// constant players.ts); a game's ui →
// its own rules (types and constants, checked in ui-imports.test.ts), its own game files, kit,
// i18n; kit → kit and i18n, nothing of the app; i18n → nothing but itself; store → kit, i18n;
// registry → the games' index files; app → everything.
//
// KNOWN_VIOLATIONS may only shrink: a line that is no longer needed fails the test too.
import { describe, expect, it } from 'vitest';
import { allImports } from './sourceImports';

const KNOWN_VIOLATIONS: string[] = [];

type Layer =
  | { kind: 'rules' | 'ui' | 'game'; game: string }
  | { kind: 'kit' | 'kit-ui' | 'i18n' | 'store' | 'app' | 'registry' | 'main' | 'package' };

function layerOf(path: string): Layer {
  const g = path.match(/^src\/games\/([^/]+)\/(?:(rules|ui)\/)?/);
  if (path === 'src/games/registry') return { kind: 'registry' };
  if (g) return { kind: (g[2] as 'rules' | 'ui' | undefined) ?? 'game', game: g[1] };
  if (path.startsWith('src/kit/ui/')) return { kind: 'kit-ui' };
  const top = path.match(/^src\/([^/]+)\//)?.[1];
  if (top === 'kit' || top === 'i18n' || top === 'store' || top === 'app') return { kind: top };
  if (path.startsWith('src/')) return { kind: 'main' };
  return { kind: 'package' };
}

function allowed(from: Layer, to: Layer, target: string): boolean {
  if (to.kind === 'package') return from.kind !== 'rules' || !target.startsWith('react');
  const sameGame = 'game' in from && 'game' in to && from.game === to.game;
  switch (from.kind) {
    case 'rules':
      // the seat counts are written once, in the game's light players.ts
      return (sameGame && (to.kind === 'rules' || target.endsWith('/players'))) || to.kind === 'kit';
    case 'ui':
      return (
        (sameGame && to.kind !== 'game') ||
        (sameGame && !/\/(index|game)$/.test(target)) ||
        to.kind === 'kit' ||
        to.kind === 'kit-ui' ||
        to.kind === 'i18n'
      );
    case 'game':
      return sameGame || to.kind === 'kit' || to.kind === 'kit-ui' || to.kind === 'i18n';
    case 'kit':
    case 'kit-ui':
      return to.kind === 'kit' || to.kind === 'kit-ui' || to.kind === 'i18n';
    case 'i18n':
      return to.kind === 'i18n';
    case 'store':
      return to.kind === 'store' || to.kind === 'kit' || to.kind === 'i18n';
    case 'registry':
      return /^src\/games\/[^/]+(\/index)?$/.test(target) || to.kind === 'kit';
    default:
      return true;
  }
}

describe('imports point one way between the layers of src/', () => {
  const found = [
    ...new Set(
      allImports()
        .filter((i) => !allowed(layerOf(i.file.replace(/\.(ts|tsx)$/, '')), layerOf(i.target), i.target))
        .map((i) => `${i.file} -> ${i.target}`),
    ),
  ].sort();
  it('no import goes against the direction, beyond the shrinking allow-list', () => {
    expect(found.filter((v) => !KNOWN_VIOLATIONS.includes(v))).toEqual([]);
  });
  it('the allow-list holds no entry that is no longer needed', () => {
    expect(KNOWN_VIOLATIONS.filter((v) => !found.includes(v))).toEqual([]);
  });
  it('the layer check refuses the imports the rule forbids', () => {
    const no = (from: string, to: string) => allowed(layerOf(from), layerOf(to), to);
    expect(no('src/games/saboteur/rules/engine', 'src/store/settings')).toBe(false);
    expect(no('src/games/saboteur/rules/engine', 'src/kit/ui/Handoff')).toBe(false);
    expect(no('src/games/saboteur/ui/Maze', 'src/games/village-pillage/rules/types')).toBe(false);
    expect(no('src/kit/feedback', 'src/store/settings')).toBe(false);
    expect(no('src/i18n/useT', 'src/store/settings')).toBe(false);
    expect(no('src/store/sessions', 'src/games/registry')).toBe(false);
    expect(no('src/games/saboteur/ui/Maze', 'src/kit/ui/Handoff')).toBe(true);
    expect(no('src/app/GameHost', 'src/store/sessions')).toBe(true);
  });
});
