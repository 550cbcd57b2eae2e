// Issue 32 ("Engines"): Saboteur's engine against the open-source saboteur-game/engine, the same
// random player on both (bench/engine-compare.md says how the player is built and what it measured).
//
// It needs the other engine's folder, which is not in this repository and not on npm: rebuild it as
// bench/engine-compare.md says (its files at one commit, `npm install` there), then
//   SABOTEUR_ENGINE_DIR=/path/to/engine npx tsx bench/engine-compare.ts
//
// Not a test and not a *.bench.ts file: no test or bench run picks it up.
//
// Production mode, as the app is built: both engines and the random player are bundled into one
// file (esbuild, which tsx and vite already bring) with `import.meta.env.PROD` true (so no
// auto-freeze: FREEZE_STATES is false) and `process.env.NODE_ENV` "production" (Immer's production
// paths), and run by a node child with NODE_ENV=production.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.env.SABOTEUR_ENGINE_DIR;
const needs = ['index.ts', 'src/models/game.ts', 'node_modules/uuid', 'node_modules/eventemitter2'];
const missing = dir ? needs.filter((f) => !existsSync(join(dir, f))) : needs;
if (!dir || missing.length) {
  console.error(
    [
      'engine-compare needs the folder of the saboteur-game/engine checkout in SABOTEUR_ENGINE_DIR',
      '(its files at the commit bench/engine-compare.md names, with `npm install` run there for',
      'uuid and eventemitter2), e.g.',
      '  SABOTEUR_ENGINE_DIR=/tmp/sabengine npx tsx bench/engine-compare.ts',
      dir ? `${dir} lacks: ${missing.join(', ')}` : 'SABOTEUR_ENGINE_DIR is not set.',
    ].join('\n'),
  );
  process.exit(2);
}

const out = mkdtempSync(join(tmpdir(), 'engine-compare-'));
const bundle = join(out, 'run.mjs');
try {
  await build({
    entryPoints: [fileURLToPath(new URL('./engine-compare-run.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    // what Vite defines in a production build
    define: {
      'import.meta.env': JSON.stringify({ PROD: true, DEV: false, MODE: 'production', SSR: false }),
      'process.env.NODE_ENV': '"production"',
    },
    // the other engine's modules, under one name the run file imports
    alias: { 'saboteur-engine-under-test': resolve(dir) },
    // the other engine's CommonJS dependencies require node's built-ins
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [bundle], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
