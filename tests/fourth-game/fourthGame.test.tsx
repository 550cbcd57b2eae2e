// Issue 11 "done when": adding a game is one folder, one defineGame call and one registry line.
// Tiny Race (tests/fourth-game/tiny-race/) is such a folder; with its line added to the registry
// the home lists it, the new-game screen starts it, its screen plays it through the session
// store, and it ends on the kit's final ranking with Rematch: nothing else of the app changes.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { listSettled, useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';

vi.mock('../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));
vi.mock('../../src/games/registry', async () => await import('./registry'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

async function go(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

describe('a fourth game', () => {
  it('is one folder of these files: index.ts (defineGame), facts.ts (its id and player counts), game.ts, rules/, ui/', () => {
    const dir = join(__dirname, 'tiny-race');
    expect(
      filesUnder(dir)
        .map((f) => relative(dir, f))
        .sort(),
    ).toEqual([
      // its second mode (fourthGameModes.test.tsx): companion.ts, its rules and its screen
      'companion.ts',
      'facts.ts',
      'game.ts',
      'index.ts',
      'rules/companion.ts',
      'rules/index.ts',
      // its configFor, which keeps the goal its setup panel chose (issue 21 item 2)
      'rules/setup-config.ts',
      'rules/types.ts',
      // its own setting (issue 21 item 3)
      'settings.ts',
      'ui/CompanionScreen.tsx',
      'ui/RulesPage.tsx',
      'ui/SetupPanel.tsx',
      'ui/TinyRaceScreen.tsx',
      'ui/strings.ts',
    ]);
  });

  it('with one registry line it is listed at home, starts from the new-game screen and plays to the shared final ranking', async () => {
    const user = userEvent.setup();
    render(<App />);
    const card = (await screen.findByText('Tiny Race')).closest('li, article, section, a') as HTMLElement;
    expect(card).toHaveTextContent('Step 1 or 2; land on 5 to win.');
    await go('#/new/tiny-race');
    // it has two ways to play (fourthGameModes.test.tsx): this one is played in the app
    await user.click(await screen.findByRole('button', { name: /^Play in the app/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: /^Start/ }, { timeout: 10_000 }));
    // three people take turns: 2 + 2 + 1 lands on 5
    expect(await screen.findAllByRole('heading', { name: 'At 0 of 5' }, { timeout: 10_000 })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Step 2' }));
    await user.click(screen.getByRole('button', { name: 'Step 2' }));
    expect(screen.getAllByRole('button', { name: /^Step/ }).map((b) => b.textContent)).toEqual(['Step 1']);
    await user.click(screen.getByRole('button', { name: 'Step 1' }));
    expect(await screen.findAllByRole('heading', { name: 'Final ranking' })).toHaveLength(1);
    expect(screen.getByText(/reached 5 first/).textContent).toBe('Player 3 reached 5 first.');
    const places = screen
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.final-ranking-place')?.textContent);
    expect(places).toEqual(['1.', '2. (shared)', '2. (shared)']);
    // its history summary and the caption of its unit come from its folder (issue 21 item 2)
    const sheet = await screen.findByRole('table', { name: 'Reached the goal' }, { timeout: 10_000 });
    expect(sheet.querySelectorAll('tbody td').length).toBeGreaterThan(0);
    // the moves were saved through the store, as for every game
    const open = useSessions.getState().open!;
    expect(open.session.actions).toHaveLength(3);
    await listSettled(); // the list takes the moves once the page is idle (issue 33 "Scale")
    expect(useSessions.getState().sessions[open.id]!.moves).toBe(3);
    await user.click(
      within(screen.getByRole('region', { name: 'Final ranking' })).getByRole('button', { name: 'Rematch' }),
    );
    expect(await screen.findAllByRole('heading', { name: 'At 0 of 5' }, { timeout: 10_000 })).toHaveLength(1);
  }, 60_000); // the app's screens load on demand: slow on a busy machine

  it('declares a setting in its folder: the settings screen shows it under its title, its screen reads it (issue 21 item 3)', async () => {
    const user = userEvent.setup();
    render(<App />);
    await go('#/settings');
    const section = within(await screen.findByRole('region', { name: 'Tiny Race' }, { timeout: 10_000 }));
    const group = within(section.getByRole('group', { name: 'Step buttons' }));
    expect((group.getByRole('radio', { name: 'Short step first' }) as HTMLInputElement).checked).toBe(true);
    await user.click(group.getByRole('radio', { name: 'Long step first' }));
    expect(useSettings.getState().games['tiny-race']).toEqual({ stepOrder: 1 });
    await go('#/new/tiny-race');
    await user.click(await screen.findByRole('button', { name: /^Play in the app/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: /^Start/ }, { timeout: 10_000 }));
    await screen.findAllByRole('heading', { name: 'At 0 of 5' }, { timeout: 10_000 });
    expect(screen.getAllByRole('button', { name: /^Step/ }).map((b) => b.textContent)).toEqual([
      'Step 2',
      'Step 1',
    ]);
  }, 60_000);
});
