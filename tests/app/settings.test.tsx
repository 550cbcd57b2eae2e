import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsScreen } from '../../src/app/settings/SettingsScreen';
import { useThemeAndLang } from '../../src/app/useThemeAndLang';
import { useSettings } from '../../src/store/settings';
import { createStore, set } from 'idb-keyval';
import { GAMES } from '../../src/games/registry';
import { PACE_SETTING } from '../../src/games/village-pillage/settings';

/** The screen with the hook App uses to apply the theme and language to <html>. */
function Harness() {
  useThemeAndLang();
  return <SettingsScreen />;
}

async function openSettings() {
  render(<Harness />);
  await act(async () => {
    await useSettings.getState().load();
  });
  await screen.findByRole('heading', { name: /Settings|Настройки/ });
}

describe('settings', () => {
  it('switches every string of the screen between English and Russian', async () => {
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Русский' }));
    expect(screen.getAllByRole('heading', { name: 'Настройки' })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: 'Тема' })).toHaveLength(1);
    expect(document.documentElement.lang).toBe('ru');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getAllByRole('heading', { name: 'Settings' })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: 'Theme' })).toHaveLength(1);
    expect(document.documentElement.lang).toBe('en');
  });

  it('sets data-theme on <html> to the chosen theme', async () => {
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  // Issue 21 item 3: a game's settings are declared by the game (GameModule.settings) and this
  // screen draws them from the definition, under the game's title; the values are the game's.
  it('draws each game’s own settings from its definition, under the game’s title', async () => {
    await openSettings();
    for (const game of GAMES.filter((g) => g.settings.length > 0)) {
      const section = within(screen.getByRole('region', { name: game.title.en }));
      for (const setting of game.settings) {
        const group = within(section.getByRole('group', { name: setting.label.en }));
        expect(group.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(
          setting.choices.map((c) => c.label.en),
        );
        const def = setting.choices.find((c) => c.value === setting.default)!;
        expect((group.getByRole('radio', { name: def.label.en }) as HTMLInputElement).checked).toBe(true);
      }
    }
    // the games that declare one: Village Pillage's playback pace and Saboteur's bot pace
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual(
      expect.arrayContaining(['settings-village-pillage', 'settings-saboteur']),
    );
  });

  it('stores Village Pillage’s playback pace as its own setting, ms per step: tap 0, slow 1500, normal 900, fast 450', async () => {
    const user = userEvent.setup();
    await openSettings();
    const expected: [string, number][] = [
      ['Tap to advance', 0],
      ['Slow', 1500],
      ['Fast', 450],
      ['Normal', 900],
    ];
    const section = within(screen.getByRole('region', { name: 'Village Pillage' }));
    const group = within(section.getByRole('group', { name: 'Playback speed' }));
    for (const [label, ms] of expected) {
      await user.click(group.getByRole('radio', { name: label }));
      expect(useSettings.getState().games['village-pillage']?.pace).toBe(ms);
    }
    expect(PACE_SETTING.choices.map((c) => c.value)).toEqual([0, 1500, 900, 450]);
  });

  it('stores the pace of Saboteur’s bots (issue 23 item 6): the pause before a bot moves, in ms', async () => {
    const user = userEvent.setup();
    await openSettings();
    const group = within(screen.getByRole('group', { name: 'Bot speed' }));
    for (const [label, ms] of [
      ['At once', 0],
      ['Slow', 1500],
      ['Fast', 250],
    ] as const) {
      await user.click(group.getByRole('radio', { name: label }));
      expect(useSettings.getState().games.saboteur?.botPace).toBe(ms);
    }
  });

  it('migrates the paces stored by settings format v1 (shell fields) to the games’ settings, not lost (issue 21 item 3)', async () => {
    // v1 kept them beside the language; 1600 is the "slow" Village Pillage's playback button wrote
    // when it had its own copy of the paces
    await set(
      'settings',
      { v: 1, data: { lang: 'en', theme: 'light', pace: 1600, botPace: 250, roster: [] } },
      createStore('pocket-table', 'kv'),
    );
    await openSettings();
    expect(useSettings.getState().games).toEqual({
      'village-pillage': { pace: 1600 },
      saboteur: { botPace: 250 },
    });
    const pace = within(screen.getByRole('group', { name: 'Playback speed' }));
    expect((pace.getByRole('radio', { name: 'Slow' }) as HTMLInputElement).checked).toBe(true);
    const bots = within(screen.getByRole('group', { name: 'Bot speed' }));
    expect((bots.getByRole('radio', { name: 'Fast' }) as HTMLInputElement).checked).toBe(true);
  });

  it('turns sound, vibration and keeping the screen awake off and on', async () => {
    const user = userEvent.setup();
    await openSettings();
    for (const [group, key] of [
      ['Sound', 'sound'],
      ['Vibration', 'vibration'],
      ['Keep the screen awake during games', 'keepAwake'],
    ] as const) {
      const fieldset = screen.getByRole('group', { name: group });
      await user.click(fieldset.querySelector('input[type=radio]:not(:checked)') as HTMLElement);
      expect(useSettings.getState()[key]).toBe(false);
    }
  });
});
