// issue 31 item 2: the new-game screen's seat limits are the rules' own counts (read from each
// game's facts.ts and rules), not numbers written again in setup-config.ts.
import { describe, expect, it } from 'vitest';
import { PLAYERS as SAB_PLAYERS } from '../../src/games/saboteur/facts';
import { checkConfig, defaultConfig as sabDefault } from '../../src/games/saboteur/rules/setup';
import { seatLimits as sabLimits } from '../../src/games/saboteur/rules/setup-config';
import { PLAYERS as VP_PLAYERS } from '../../src/games/village-pillage/facts';
import { validateConfig } from '../../src/games/village-pillage/rules/setup';
import { seatLimits as vpLimits } from '../../src/games/village-pillage/rules/setup-config';

describe('issue 31 item 2: seat limits from the facts and the rules', () => {
  it('Saboteur §1: classic seats 3–10, deluxe the whole box, and the rules accept exactly those', () => {
    expect(sabLimits({ mode: 'classic' })).toEqual({ min: 3, max: 10 });
    expect(sabLimits({ mode: 'deluxe' })).toEqual({ min: SAB_PLAYERS.min, max: SAB_PLAYERS.max });
    expect(sabLimits(null)).toEqual({ min: SAB_PLAYERS.min, max: SAB_PLAYERS.max });
    for (let n = SAB_PLAYERS.min; n <= SAB_PLAYERS.max; n++) {
      const classic = n >= 3 && n <= 10;
      expect(sabDefault(n).mode).toBe(classic ? 'classic' : 'deluxe');
      const check = () => checkConfig({ mode: 'classic', players: n, firstPlayer: 0 });
      if (classic) expect(check).not.toThrow();
      else expect(check).toThrow();
      expect(() => checkConfig({ mode: 'deluxe', players: n, firstPlayer: 0 })).not.toThrow();
    }
  });

  it('Village Pillage §3: 2–5 seats, the sixth only with the Expansion Pack', () => {
    expect(vpLimits({ expansion: false })).toEqual({ min: VP_PLAYERS.min, max: 5 });
    expect(vpLimits({ expansion: true })).toEqual({ min: VP_PLAYERS.min, max: VP_PLAYERS.max });
    expect(() => validateConfig({ players: 6, expansion: false })).toThrow();
    expect(() => validateConfig({ players: 6, expansion: true })).not.toThrow();
    expect(() => validateConfig({ players: 5, expansion: false })).not.toThrow();
  });
});
