// Rule (issue 11 item 5, issue 21 item 4, COMMON.md "layers point one way"): the layers of src/
// are lint rules in .oxlintrc.json (no-restricted-imports per folder, import/no-cycle), so a
// wrong import fails `npm run lint`:
//   rules → kit (not kit/ui), the game's facts.ts (its id and seat counts), no React;
//   a game's ui → its own rules (types, UPPER_CASE constants and `view` only), its own game files
//     but index.ts/game.ts, kit, i18n;
//   a game's module files → the game, kit, i18n;   kit → kit, i18n;   i18n → itself;
//   store → store, kit, i18n;   registry → the games' folders (index.ts), kit;   app → everything.
//
// The rules name no game: a new game folder is covered without a line in the config (a game is
// its folder plus one registry line). This test proves the rules bite: it plants each forbidden
// import (and the allowed ones beside them) in a scratch tree, runs oxlint with the project's
// config and expects exactly the planted bad imports to be reported, for every game folder in
// src/games and for a game the config has never seen.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, SRC } from './sourceImports';

/** a game folder no line of the config names */
const NEW_GAME = 'a-new-game';
const GAMES = readdirSync(join(SRC, 'games')).filter((d) => statSync(join(SRC, 'games', d)).isDirectory());

/** file (relative to the scratch root) → its source; `bad` lists the files lint must refuse */
const files: Record<string, string> = {};
const bad = new Set<string>();
const plant = (path: string, source: string, refused: boolean) => {
  files[path] = source + '\n';
  if (refused) bad.add(path);
};

for (const game of [...GAMES, NEW_GAME]) {
  const other = GAMES.find((g) => g !== game) ?? 'another-game';
  const rules = `src/games/${game}/rules`;
  const ui = `src/games/${game}/ui`;
  plant(
    `${rules}/okKit.ts`,
    `import { a } from '../../../kit/rules';\nimport { b } from '../facts';\nimport { c } from './types';\nimport { produce } from 'immer';\nvoid [a, b, c, produce];`,
    false,
  );
  plant(`${rules}/badStore.ts`, `import { a } from '../../../store/settings';\nvoid a;`, true);
  plant(`${rules}/badKitUi.ts`, `import { a } from '../../../kit/ui/Handoff';\nvoid a;`, true);
  plant(`${rules}/badReact.ts`, `import { useState } from 'react';\nvoid useState;`, true);
  plant(`${rules}/badI18n.ts`, `import { a } from '../../../i18n/useT';\nvoid a;`, true);
  plant(`${rules}/badGameFile.ts`, `import { a } from '../game';\nvoid a;`, true);
  plant(
    `${rules}/badOtherGame.ts`,
    `import type { A } from '../../${other}/rules/types';\nexport type B = A;`,
    true,
  );
  plant(`${rules}/companion/badApp.ts`, `import { a } from '../../../../app/router';\nvoid a;`, true);
  plant(
    `${ui}/Ok.tsx`,
    `import { view, POINTS, type View } from '../rules/view';\nimport type { T } from '../rules/types';\nimport { a } from '../../../kit/ui/Handoff';\nimport { b } from '../../../i18n/useT';\nimport { c } from '../facts';\nexport type X = [View, T];\nvoid [view, POINTS, a, b, c];`,
    false,
  );
  plant(
    `${ui}/BadRuleFunction.tsx`,
    `import { legalActions } from '../rules/engine';\nvoid legalActions;`,
    true,
  );
  plant(
    `${ui}/BadOtherGame.tsx`,
    `import type { A } from '../../${other}/rules/types';\nexport type B = A;`,
    true,
  );
  plant(`${ui}/BadStore.tsx`, `import { a } from '../../../store/sessions';\nvoid a;`, true);
  plant(`${ui}/BadGameIndex.tsx`, `import { a } from '../index';\nvoid a;`, true);
  plant(`${ui}/companion/BadApp.tsx`, `import { a } from '../../../../app/router';\nvoid a;`, true);
  plant(
    `src/games/${game}/okModule.ts`,
    `import { a } from './rules/view';\nimport { b } from '../../kit/game';\nvoid [a, b];`,
    false,
  );
  plant(`src/games/${game}/badModuleStore.ts`, `import { a } from '../../store/sessions';\nvoid a;`, true);
}
plant(
  'src/kit/okKit.ts',
  `import { a } from './rules';\nimport { b } from '../i18n/core';\nvoid [a, b];`,
  false,
);
plant('src/kit/badStore.ts', `import { a } from '../store/settings';\nvoid a;`, true);
plant('src/kit/ui/badGame.ts', `import { a } from '../../games/registry';\nvoid a;`, true);
plant('src/i18n/badKit.ts', `import { a } from '../kit/rules';\nvoid a;`, true);
plant('src/i18n/badStore.ts', `import { a } from '../store/settings';\nvoid a;`, true);
plant(
  'src/store/okStore.ts',
  `import { a } from '../kit/rules';\nimport { b } from '../i18n/core';\nvoid [a, b];`,
  false,
);
plant('src/store/badRegistry.ts', `import { a } from '../games/registry';\nvoid a;`, true);
plant('src/store/badApp.ts', `import { a } from '../app/router';\nvoid a;`, true);
plant(
  'src/app/okApp.ts',
  `import { a } from '../store/sessions';\nimport { b } from '../games/registry';\nimport { c } from '../games/${GAMES[0]}/rules/engine';\nvoid [a, b, c];`,
  false,
);
// the registry imports each game's folder (its index.ts) and kit, nothing inside a game
plant(
  'src/games/registry.ts',
  `import { a } from './${GAMES[0]}';\nimport { b } from '../kit/game';\nimport { c } from './${GAMES[0]}/rules/engine';\nvoid [a, b, c];`,
  true,
);
// a cycle anywhere fails, whatever the layers say
plant('src/kit/cycleA.ts', `import { b } from './cycleB';\nexport const a = () => b;`, true);
plant('src/kit/cycleB.ts', `import { a } from './cycleA';\nexport const b = () => a;`, true);

const scratch = mkdtempSync(join(tmpdir(), 'pt-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(): Map<string, { codes: Set<string>; lines: Set<number> }> {
  copyFileSync(join(ROOT, '.oxlintrc.json'), join(scratch, '.oxlintrc.json'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  let out: string;
  try {
    out = execFileSync(join(ROOT, 'node_modules/.bin/oxlint'), ['-f', 'json', 'src'], {
      cwd: scratch,
      encoding: 'utf8',
    });
  } catch (e) {
    out = (e as { stdout: string }).stdout; // exit code 1 when anything is reported
  }
  // file → the rules that reported it, and on which lines
  const found = new Map<string, { codes: Set<string>; lines: Set<number> }>();
  type Diagnostic = { filename: string; code: string; labels: { span: { line: number } }[] };
  for (const d of (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics) {
    const f = found.get(d.filename) ?? { codes: new Set(), lines: new Set() };
    f.codes.add(d.code);
    for (const l of d.labels) f.lines.add(l.span.line);
    found.set(d.filename, f);
  }
  return found;
}

describe('lint refuses an import against the layers, and an import cycle', () => {
  const found = lint();
  it('every planted bad import is reported, and nothing else', () => {
    expect([...found.keys()].sort()).toEqual([...bad].sort());
  });
  it('each bad file is reported on its one bad line: a layer breach by no-restricted-imports, a cycle by import/no-cycle', () => {
    for (const [file, { codes, lines }] of found) {
      expect([...codes], file).toEqual([
        /cycle/.test(file) ? 'import(no-cycle)' : 'eslint(no-restricted-imports)',
      ]);
      expect(lines.size, file).toBe(1);
    }
  });
  it('the plant covers every game folder and a new one', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(3);
    for (const game of [...GAMES, NEW_GAME])
      expect(found.has(`src/games/${game}/ui/BadRuleFunction.tsx`), game).toBe(true);
  });
});
