// Issue 21 item 1: a quick look at what replaying the longest saved game of each kind costs, in
// CPU time per replay (mean of ROUNDS; CPU time is far less disturbed than wall time on a busy
// machine), for comparing two checkouts back to back.
//   npx tsx bench/replay-longest.ts
import { replay } from '../src/kit/session';
import { longestGames } from './longest-games';

const rounds = Number(process.env.ROUNDS ?? 100);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (const g of longestGames()) {
  for (let r = 0; r < 10; r++) replay(g.rules, g.config, g.seed, g.log);
  const c = cpuMs();
  for (let r = 0; r < rounds; r++) replay(g.rules, g.config, g.seed, g.log);
  const ms = (cpuMs() - c) / rounds;
  console.log(
    `${g.label}: replay of ${g.log.length} actions ${ms.toFixed(2)} ms CPU (${((ms / g.log.length) * 1000).toFixed(1)} µs per action)`,
  );
}
