import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsScreen } from '../../src/app/settings/SettingsScreen';
import { useThemeAndLang } from '../../src/app/useThemeAndLang';
import { useSettings } from '../../src/store/settings';

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

  it('stores the playback pace as ms per step: tap 0, slow 1500, normal 900, fast 450', async () => {
    const user = userEvent.setup();
    await openSettings();
    const expected: [string, number][] = [
      ['Tap to advance', 0],
      ['Slow', 1500],
      ['Fast', 450],
      ['Normal', 900],
    ];
    const group = within(screen.getByRole('group', { name: 'Playback speed' }));
    for (const [label, ms] of expected) {
      await user.click(group.getByRole('radio', { name: label }));
      expect(useSettings.getState().pace).toBe(ms);
    }
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
      expect(useSettings.getState().botPace).toBe(ms);
    }
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
