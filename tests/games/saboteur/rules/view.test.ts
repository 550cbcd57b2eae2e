// §13 hidden information: a view depends only on what its seat may know.
import { describe, expect, it } from 'vitest';
import { randomSteps } from '../../../support/randomPlay';
import { rules, type State } from '../../../../src/games/saboteur/rules';

/** Replace everything `viewer` may not know with other values of the same public shape. */
function scramble(s: State, viewer: number | null): State {
  const t: State = JSON.parse(JSON.stringify(s));
  const n = t.config.players;
  const junk = (a: unknown[]) => a.map(() => 'rockfall');
  t.rng = { s: (t.rng.s + 12345) >>> 0 };
  t.deck = junk(t.deck) as string[];
  t.setAside = junk(t.setAside) as string[];
  t.discard = junk(t.discard) as string[];
  t.leftoverRoles = t.leftoverRoles.map(() => 'boss');
  t.discardedRoles = t.discardedRoles.map(() => 'boss');
  t.nuggetDeck = t.nuggetDeck.map(() => 3);
  for (let i = 0; i < n; i++) {
    if (i === viewer) continue;
    t.hands[i] = junk(t.hands[i]!) as string[];
    t.privateLogs[i] = [];
    if (t.phase !== 'over') t.nuggets[i] = t.nuggets[i]!.map(() => 3);
    if (t.phase === 'turn') t.roles[i] = t.roles[i] === 'saboteur' ? 'gold-digger' : 'saboteur';
  }
  if (t.pick && t.pick.picker !== viewer) t.pick.offer = t.pick.offer.map(() => 2);
  // swap the cards of two face-down goals the viewer has not peeked at this round
  const peeked =
    viewer === null ? [] : s.privateLogs[viewer]!.filter((e) => e.type === 'map' && e.round === s.round);
  const hidden = t.maze.goals.filter(
    (g) => !g.revealed && !peeked.some((m) => m.type === 'map' && m.x === g.x && m.y === g.y),
  );
  if (hidden.length >= 2 && t.phase === 'turn') {
    const [a, b] = hidden;
    [a!.card, b!.card, a!.gold, b!.gold] = [b!.card, a!.card, b!.gold, a!.gold];
  }
  return t;
}

function* states(mode: 'classic' | 'deluxe', players: number, seed: number): Generator<State> {
  const walk = randomSteps(rules, rules.setup({ mode, players, firstPlayer: 0 }, seed), {
    rng: seed,
    maxSteps: 5000,
  });
  for (let r = walk.next(); ; r = walk.next()) {
    if (r.done) return yield r.value;
    if (r.value.index % 7 === 0) yield r.value.state;
  }
}

describe('§13 views leak nothing', () => {
  it.each([
    ['classic', 3],
    ['classic', 5],
    ['classic', 10],
    ['deluxe', 2],
    ['deluxe', 6],
    ['deluxe', 12],
  ] as const)(
    '%s %i players: each seat view and the table view are unchanged when hidden data changes',
    (mode, n) => {
      let checked = 0;
      for (const s of states(mode, n, 40 + n)) {
        for (const v of [null, ...Array.from({ length: n }, (_, i) => i)]) {
          expect(JSON.stringify(rules.view(scramble(s, v), v))).toBe(JSON.stringify(rules.view(s, v)));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
    60_000,
  );

  it('a seat view holds its own role and hand, and no other role during play', () => {
    const s = rules.setup({ mode: 'deluxe', players: 5, firstPlayer: 0 }, 3);
    const v = rules.view(s, 2);
    expect(v.me).toMatchObject({ seat: 2, role: s.roles[2], hand: s.hands[2] });
    expect(v.seats.map((x) => x.role)).toEqual([null, null, s.roles[2], null, null]);
    expect(v.seats.map((x) => x.handSize)).toEqual([6, 6, 6, 6, 6]);
    expect(rules.view(s, null).me).toBe(null);
    expect(v.maze.goals.every((g) => g.card === null && g.gold === null)).toBe(true);
  });

  it('views are plain JSON', () => {
    for (const s of states('deluxe', 7, 5)) {
      const v = rules.view(s, 1);
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    }
  }, 60_000);
});
