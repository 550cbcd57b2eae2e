// Issue 31 item 2 ("every rule once"): a rematch builds its config as a new game with the last
// game's settings does, through the game's configFor(seats, last config, 'last-game'), not by
// copying the finished game's config. A game's configFor drops what holds for one game only
// (Rolling Village's shared dice code: a rematch with the old code would roll the same dice).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameHost } from '../../src/app/GameHost';
import { useSessions } from '../../src/store/sessions';
import type { AnyScreenProps } from '../../src/kit/game';

vi.mock('../../src/games/registry', async () => {
  const { fakeModule, fakeLoaded } = await import('./fakeGame');
  const Screen = ({ rematch }: AnyScreenProps) => (
    <button type="button" onClick={() => rematch?.()}>
      again
    </button>
  );
  const mod = {
    ...fakeModule,
    load: () =>
      Promise.resolve({
        ...fakeLoaded,
        Screen,
        // like Rolling Village's: the options carry over, a one-game code does not
        configFor: (seats: readonly unknown[], previous: unknown, from: string) => ({
          players: seats.length,
          target: (previous as { target: number }).target,
          code: null,
          from,
        }),
      }),
  };
  return { GAMES: [mod], GAME_IDS: ['fake'], findGame: (id: string) => (id === 'fake' ? mod : undefined) };
});

// jsdom has no ResizeObserver, which kit/ui/useScrollPadding.ts (issue 30) needs under GameHost
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

afterEach(() => act(() => useSessions.getState().close()));

describe('issue 31 item 2: a rematch builds its config with the game’s configFor', () => {
  it('the new game keeps the options, drops the one-game code, and says it came from the last game', async () => {
    const id = useSessions.getState().create(
      'fake',
      { players: 2, target: 9, code: 'ABC123' },
      [
        { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
        { name: 'Boris', colour: 1, who: 'person', where: 'this-phone' as const },
      ],
      7,
    );
    useSessions.setState({ loaded: true });
    render(<GameHost sessionId={id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'again' }));
    const next = Object.keys(useSessions.getState().sessions).find((x) => x !== id);
    expect(next).toBeDefined();
    expect((await useSessions.getState().readSession(next!))?.config).toEqual({
      players: 2,
      target: 9,
      code: null,
      from: 'last-game',
    });
  });
});
