// Issue 33 item 4: "9+ seats never repeat a colour silently". There are eight seat colours: on the
// new-game screen of a game for up to 12, the 9th seat gets the 1st seat's colour again and the
// form says so, in both languages; at 8 seats it says nothing.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewGameScreen } from '../../../src/app/newGame/NewGameScreen';
import type { GameModule } from '../../../src/kit/game';
import { useSettings } from '../../../src/store/settings';

vi.mock('../../../src/games/registry', async () => {
  const { fakeLoaded, fakeModule } = await import('../fakeGame');
  const big: GameModule = {
    ...fakeModule,
    id: 'big',
    maxPlayers: 12,
    modes: fakeModule.modes!.map((m) => ({ ...m, maxPlayers: 12 })),
    load: () => Promise.resolve({ ...fakeLoaded, seatLimits: () => ({ min: 2, max: 12 }) }),
  };
  return { GAMES: [big], GAME_IDS: ['big'], findGame: (id: string) => (id === 'big' ? big : undefined) };
});

const seatCount = () => screen.getAllByRole('textbox', { name: /Name of seat|Имя на месте/ }).length;

async function formWith(seats: number, add: RegExp) {
  const user = userEvent.setup();
  render(<NewGameScreen gameId="big" />);
  const button = await screen.findByRole('button', { name: add });
  while (seatCount() < seats) await user.click(button);
}

describe('issue 33 item 4: 9+ seats never repeat a colour silently', () => {
  it('issue 33 item 4: at 8 seats every colour differs and nothing is said', async () => {
    await formWith(8, /Add seat/);
    expect(screen.queryByText(/share a colour/)).not.toBeInTheDocument();
  });

  it('issue 33 item 4: at 9 seats the form says seats 1 and 9 share a colour', async () => {
    await formWith(9, /Add seat/);
    expect(screen.getByText('Seats 1 and 9 share a colour.')).toBeVisible();
  });

  it('issue 33 item 4: at 10 seats, in Russian, each repeated colour is named', async () => {
    useSettings.setState({ lang: 'ru' });
    await formWith(10, /Добавить место/);
    expect(screen.getByText('У мест 1 и 9 один и тот же цвет.')).toBeVisible();
    expect(screen.getByText('У мест 2 и 10 один и тот же цвет.')).toBeVisible();
  });
});
