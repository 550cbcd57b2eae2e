// The random-play contract check (docs/rules/kernel-contract.md §5): plays random legal games
// through a game's `rules` (or `companion`) export at every player count and reports the first
// contract violations — a game that never ends, a seat to act with no legal action, a legal action
// that throws, `apply` changing its input, state that is not plain JSON, an action by a seat not to
// act being accepted or changing the state, a missing outcome, a replay that differs.
// From the project root:
//   npx tsx scripts/contract-check.ts <gameId> [games=30] [maxSteps=20000]
//   EXPORT=companion npx tsx scripts/contract-check.ts saboteur
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyRules } from '../src/kit/rules';

export interface ContractReport {
  /** at most five, in the order found; [] when the rules keep the contract */
  problems: string[];
  games: number;
  steps: number;
  seconds: number;
}

const J = (v: unknown) => JSON.stringify(v);

/** Plays `games` random games (player counts in turn, seeds 1000, 1001, …), at most `maxSteps` actions each. */
export function checkContract(rules: AnyRules, games = 30, maxSteps = 20000): ContractReport {
  // a small linear congruential generator of its own, so the check never depends on the game's
  let x = 12345;
  const pick = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  const problems: string[] = [];
  const counts: number[] = [];
  for (let p = rules.minPlayers; p <= rules.maxPlayers; p++) counts.push(p);
  let played = 0;
  let steps = 0;
  const t0 = performance.now();
  for (let g = 0; g < games && problems.length < 5; g++) {
    const n = counts[g % counts.length]!;
    const seed = 1000 + g;
    const config = rules.defaultConfig(n);
    let s = rules.setup(config, seed);
    if (J(rules.setup(config, seed)) !== J(s)) {
      problems.push(`${n}p: setup is not deterministic`);
      break;
    }
    const log: unknown[] = [];
    let k = 0;
    let broken = false;
    for (; k < maxSteps && !broken; k++) {
      const actors = rules.actors(s);
      if (!actors.length) break;
      const seat = actors[pick(actors.length)];
      const acts = rules.legalActions(s, seat!);
      if (!acts.length) {
        problems.push(`${n}p seed ${seed}: seat ${seat} must act but has no legal action (step ${k})`);
        broken = true;
        break;
      }
      const a = acts[pick(acts.length)];
      const before = J(s);
      let next;
      try {
        next = rules.apply(s, a);
      } catch (e) {
        const err = e as { code?: string; message?: string };
        problems.push(
          `${n}p seed ${seed}: a legal action threw ${err.code ?? ''} ${err.message} (${J(a).slice(0, 200)})`,
        );
        broken = true;
        break;
      }
      if (J(s) !== before) {
        problems.push(`${n}p: apply changed its input`);
        broken = true;
        break;
      }
      log.push(a);
      s = next;
      if (k % 50 === 0) {
        if (J(JSON.parse(J(s))) !== J(s)) problems.push(`${n}p: the state is not plain JSON`);
        for (const v of [null, ...Array.from({ length: n }, (_, i) => i)]) J(rules.view(s, v));
        // an action by a seat that is not to act is refused, and the state stays as it was
        const idle = Array.from({ length: n }, (_, i) => i).find((i) => !rules.actors(s).includes(i));
        if (idle !== undefined) {
          const forged = { ...(a as object), seat: idle };
          const b2 = J(s);
          let threw = false;
          try {
            rules.apply(s, forged);
          } catch {
            threw = true;
          }
          if (!threw) problems.push(`${n}p: an action for seat ${idle}, who is not to act, was accepted`);
          if (J(s) !== b2) problems.push(`${n}p: a refused action changed the state`);
        }
      }
    }
    steps += k;
    if (broken) continue;
    if (rules.actors(s).length) {
      problems.push(`${n}p seed ${seed}: no end after ${k} steps`);
      continue;
    }
    const out = rules.outcome(s);
    if (!out || !Array.isArray(out.scores) || out.scores.length !== n)
      problems.push(`${n}p seed ${seed}: ended without a proper outcome`);
    let r = rules.setup(config, seed);
    for (const a of log) r = rules.apply(r, a);
    if (J(r) !== J(s)) problems.push(`${n}p seed ${seed}: the replay differs`);
    played++;
  }
  return { problems: problems.slice(0, 5), games: played, steps, seconds: (performance.now() - t0) / 1000 };
}

async function main(): Promise<void> {
  const [gameId, gamesArg = '30', capArg = '20000'] = process.argv.slice(2);
  if (!gameId) {
    console.log(
      'usage: npx tsx scripts/contract-check.ts <gameId> [games] [maxSteps]   (EXPORT=companion for the companion mode)',
    );
    process.exit(2);
  }
  const exportName = process.env.EXPORT || 'rules';
  const file = resolve(`src/games/${gameId}/rules/index.ts`);
  const mod = (await import(pathToFileURL(file).href)) as Record<string, AnyRules | undefined>;
  const rules = mod[exportName];
  if (!rules || typeof rules.apply !== 'function') {
    console.log(`src/games/${gameId}/rules/index.ts exports no ${exportName}`);
    process.exit(1);
  }
  const report = checkContract(rules, Number(gamesArg), Number(capArg));
  if (report.problems.length) {
    console.log(report.problems.join('\n'));
    process.exit(1);
  }
  const rate = (report.games / report.seconds).toFixed(1);
  console.log(
    `${gameId} ${exportName}: ${report.games} random games (${report.steps} actions) in ${report.seconds.toFixed(2)} s = ${rate} games/s incl. checks`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
