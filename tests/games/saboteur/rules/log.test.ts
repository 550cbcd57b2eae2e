// The whole story (issue 13 item 3, §13): the public log in every view holds every public event
// of the game, in order, and nothing private: no card in anybody's hand, no role before its
// round ends, no goal a Map peeked at. A seat's view says where its own last move was, so the
// turn screen can list what happened since.
import { describe, expect, it } from 'vitest';
import { playRandomly } from '../../../support/randomPlay';
import { rules } from '../../../../src/games/saboteur/rules/index';
import type { GameEvent, State, View } from '../../../../src/games/saboteur/rules/types';
import { saboteurStrings } from '../../../../src/games/saboteur/ui/strings';
import { logLines } from '../../../../src/games/saboteur/ui/words';
import type { Translator } from '../../../../src/i18n/core';

const MOVES = new Set(['place', 'play', 'pass', 'heal']);

/** A random legal game, calling `each` with the state before every action. */
function randomGame(
  mode: 'classic' | 'deluxe',
  players: number,
  seed: number,
  each: (s: State) => void,
): State {
  const start = rules.setup({ mode, players, firstPlayer: 0 }, seed) as State;
  const { state } = playRandomly(rules, start, {
    rng: seed * 31 + 7,
    maxSteps: 4000,
    each: (step) => each(step.state),
  });
  each(state);
  return state;
}

/** The translator the screens use, in English, with placeholders filled. */
const t = ((key: string, params: Record<string, string | number> = {}) => {
  const raw = (saboteurStrings.en as Record<string, unknown>)[key];
  const text = typeof raw === 'string' ? raw : String((raw as Record<string, string>).other);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));
}) as unknown as Translator<(typeof saboteurStrings)['en']>;
const name = (s: number) => `Seat${s}`;

describe('Saboteur game log', () => {
  for (const [mode, players] of [
    ['classic', 6],
    ['deluxe', 8],
  ] as const) {
    it(`§13 ${mode} ${players} seats: the table log holds every public event of the game in order, amounts withheld until the end`, () => {
      let checked = 0;
      randomGame(mode, players, 5, (s) => {
        const all: GameEvent[] = [...s.pastLogs.flat(), ...s.log];
        const table = rules.view(s, null) as View;
        expect(table.log).toHaveLength(all.length);
        table.log.forEach((e, i) => {
          const truth = all[i];
          if (truth!.type === 'payout' && s.phase !== 'over') expect(e).toEqual({ ...truth, gp: null });
          else expect(e).toEqual(truth);
        });
        expect(logLines(t, table.log, name, mode)).toHaveLength(all.length);
        checked++;
      });
      expect(checked).toBeGreaterThan(100);
    }, 60_000);
  }

  it('§13 no hand card (a pass or heal gives counts only), no role of a running round and no peeked goal appear in the log, in its data or its words', () => {
    let checked = 0;
    randomGame('classic', 6, 9, (s) => {
      if (s.phase === 'over') return;
      const table = rules.view(s, null) as View;
      const current = table.log.filter((e) => !('round' in e) || e.round === s.round);
      const data = JSON.stringify(current);
      const words = logLines(t, current, name, 'classic')
        .map((l) => l.text)
        .join('\n');
      const ended = current.some((e) => e.type === 'round-end');
      if (!ended) {
        // roles are only in a round-end entry
        expect(data).not.toMatch(/"roles?"/);
        for (const role of new Set(s.roles)) expect(words).not.toContain(t(`role-${role}`));
        // a Map play names the goal slot, never what is under it
        for (const e of current)
          if (e.type === 'play' && e.card === 'map') expect(e).not.toHaveProperty('gold');
        for (const g of s.maze.goals.filter((x) => !x.revealed))
          expect(current.some((e) => e.type === 'reveal' && e.x === g.x && e.y === g.y)).toBe(false);
      }
      // a pass or heal says how many cards, never which; a hand swap never lists the cards
      for (const e of current) {
        if (e.type === 'pass')
          expect(Object.keys(e).sort()).toEqual(['count', 'drew', 'round', 'seat', 'type']);
        if (e.type === 'heal')
          expect(Object.keys(e).sort()).toEqual(['count', 'drew', 'removed', 'round', 'seat', 'type']);
        if (e.type === 'play') expect(Object.keys(e)).not.toContain('gave');
      }
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });

  it('a seat’s view marks the first event after its own last move; everything after it is somebody else’s', () => {
    let checked = 0;
    randomGame('deluxe', 6, 3, (s) => {
      if (s.phase !== 'turn') return;
      const seat = s.current;
      const v = rules.view(s, seat) as View;
      const from = v.sinceLastTurn ?? -1;
      expect(from).toBeGreaterThanOrEqual(0);
      const since = v.log.slice(from);
      expect(since.some((e) => MOVES.has(e.type) && (e as { seat: number }).seat === seat)).toBe(false);
      const before = v.log.slice(0, from).filter((e) => MOVES.has(e.type));
      if (from > 0 && before.length > 0)
        expect((before[before.length - 1] as { seat: number }).seat).toBe(seat);
      expect((rules.view(s, null) as View).sinceLastTurn).toBeNull();
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });
});
