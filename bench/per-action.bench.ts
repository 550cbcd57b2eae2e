// Issue 32: what one action costs each engine in random play, the way the app runs it (production
// mode: `import.meta.env.PROD`, so no auto-freeze, and Immer's production paths):
//   NODE_ENV=production npx vitest bench --run --mode production --project unit bench/per-action.bench.ts
// A random game: setup, then the seat to move picks a random legal action and `apply` takes it,
// until the game ends (legalActions and apply both counted, as the random player pays both).
// Printed once at load as µs of CPU per action (the least of 7 rounds: CPU time is far less
// disturbed than wall time on a busy machine), then benchmarked.
import { bench, describe } from 'vitest';
import { rules as rvRules } from '../src/games/rolling-village/rules';
import { rules as sabRules } from '../src/games/saboteur/rules';
import { companion as sabCompanion } from '../src/games/saboteur/rules/companion';
import { rules as vpRules } from '../src/games/village-pillage/rules';
import { companion as vpCompanion } from '../src/games/village-pillage/rules/companion';
import { createRng, nextInt } from '../src/kit/random';
import { FREEZE_STATES } from '../src/kit/reducer';
import type { AnyRules, SeatAction } from '../src/kit/rules';

interface Case {
  label: string;
  rules: AnyRules;
  config: unknown;
}

const cases: Case[] = [
  {
    label: 'Saboteur classic 4p',
    rules: sabRules as AnyRules,
    config: { mode: 'classic', players: 4, firstPlayer: 0 },
  },
  {
    label: 'Saboteur deluxe 8p',
    rules: sabRules as AnyRules,
    config: { mode: 'deluxe', players: 8, firstPlayer: 0 },
  },
  { label: 'Saboteur companion 5p', rules: sabCompanion as AnyRules, config: sabCompanion.defaultConfig(5) },
  { label: 'Village Pillage 4p', rules: vpRules as AnyRules, config: vpRules.defaultConfig(4) },
  {
    label: 'Village Pillage companion 4p',
    rules: vpCompanion as AnyRules,
    config: vpCompanion.defaultConfig(4),
  },
  { label: 'Rolling Village 4 sheets', rules: rvRules as AnyRules, config: rvRules.defaultConfig(4) },
];

/** One random game from `seed`; returns how many actions it took. */
function randomGame(c: Case, seed: number): number {
  const rng = createRng(seed);
  let s = c.rules.setup(c.config, seed);
  let n = 0;
  for (;;) {
    const actors = c.rules.actors(s) as number[];
    if (!actors.length || n > 20_000) return n;
    const legal = c.rules.legalActions(s, actors[nextInt(rng, actors.length)]!) as SeatAction[];
    s = c.rules.apply(s, legal[nextInt(rng, legal.length)]);
    n++;
  }
}

if (process.env.PER_ACTION_REPORT !== '0') {
  const lines = [
    `freeze ${FREEZE_STATES ? 'on' : 'off'}; engine | µs CPU per action (least of 7 rounds of 20 games) | actions per game`,
  ];
  const cpu = () => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  for (const c of cases) {
    let best = Infinity;
    let actions = 0;
    for (let round = 0; round < 7; round++) {
      const t = cpu();
      actions = 0;
      for (let g = 0; g < 20; g++) actions += randomGame(c, 1000 + g);
      best = Math.min(best, (cpu() - t) / actions);
    }
    lines.push(`${c.label} | ${best.toFixed(1)} | ${(actions / 20).toFixed(0)}`);
  }
  console.log(lines.join('\n'));
}

for (const c of cases) {
  describe(c.label, () => {
    let seed = 1;
    bench('one random game', () => {
      randomGame(c, seed++);
    });
  });
}
