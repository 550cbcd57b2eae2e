// Issue 22: the new-game route may carry the mode, and the remembered mode per game is read back
// from storage field by field (a malformed entry is dropped, the rest kept).
import { describe, expect, it } from 'vitest';
import { href, parseRoute } from '../../../src/app/routes';
import { restoreSettings } from '../../../src/store/settingsStored';

describe('the new-game route and modes', () => {
  it('#/new/<game>/<mode> opens the form in that mode; without one the screen decides', () => {
    expect(parseRoute('#/new/saboteur/companion')).toEqual({
      name: 'new',
      gameId: 'saboteur',
      mode: 'companion',
    });
    expect(parseRoute('#/new/saboteur')).toEqual({ name: 'new', gameId: 'saboteur' });
    expect(href({ name: 'new', gameId: 'saboteur', mode: 'companion' })).toBe('#/new/saboteur/companion');
    expect(href({ name: 'new', gameId: 'saboteur' })).toBe('#/new/saboteur');
  });
});

describe('remembered modes in the settings', () => {
  it('keeps well-formed game ids and mode ids, drops the rest', () => {
    const s = restoreSettings({
      modes: {
        saboteur: 'companion',
        'village-pillage': 'app',
        constructor: 'companion',
        x: 'Bad Mode',
        y: 7,
      },
    });
    expect(s.modes).toEqual({ saboteur: 'companion', 'village-pillage': 'app' });
    expect(restoreSettings({ modes: 'companion' }).modes).toEqual({});
    expect(restoreSettings({}).modes).toEqual({});
  });
});
