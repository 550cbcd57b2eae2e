// Issue 34 item 2: "First game — learn as you play" on the new-game screen, saved with the game;
// a saved game without it (every game saved before) still opens, as an ordinary game.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewGameScreen } from '../../src/app/newGame/NewGameScreen';
import { restoreSession } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

const stored = {
  version: 1,
  id: 'old-game',
  gameId: 'fake',
  config: {},
  seed: 7,
  actions: [],
  seats: [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' }],
};

describe('issue 34: a first game that teaches, on the new-game screen', () => {
  it('issue 34: the first-game choice is off by default, and once ticked it is saved with the game and read back', async () => {
    const user = userEvent.setup();
    render(<NewGameScreen gameId="fake" />);
    const box = (await screen.findByRole('checkbox', {
      name: /First game — learn as you play/,
    })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: /^Start/ }));
    const [s] = Object.values(useSessions.getState().sessions);
    const saved = await useSessions.getState().readSession(s!.id);
    expect(saved?.firstGame).toBe(true);
  });

  it('issue 34: in Russian the choice reads «Первая игра — учимся по ходу»', async () => {
    useSettings.setState({ lang: 'ru' });
    render(<NewGameScreen gameId="fake" />);
    expect(await screen.findByRole('checkbox', { name: /Первая игра — учимся по ходу/ })).toBeInTheDocument();
  });

  it('issue 34: a saved game without the flag opens as an ordinary game; a malformed flag is no first game', () => {
    expect(restoreSession(stored, ['fake']).firstGame).toBeUndefined();
    expect(restoreSession({ ...stored, firstGame: true }, ['fake']).firstGame).toBe(true);
    expect(restoreSession({ ...stored, firstGame: 'yes' }, ['fake']).firstGame).toBeUndefined();
  });
});
