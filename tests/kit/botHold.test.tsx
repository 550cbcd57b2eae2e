// Bots wait while a screen holds them (a round summary, a role reveal) and carry on after.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameHost } from '../../src/app/GameHost';
import { useHoldBots } from '../../src/kit/botHold';
import { useSessions } from '../../src/store/sessions';

vi.mock('../../src/games/registry', async () => {
  const { fakeModule, fakeLoaded, fakeRules } = await import('../app/fakeGame');
  const { randomBot } = await import('../../src/kit/bots');
  const withBot = { ...fakeLoaded, bots: { easy: randomBot(fakeRules) }, botDelayMs: 5 };
  const mod = { ...fakeModule, load: () => Promise.resolve(withBot) };
  return { GAMES: [mod], GAME_IDS: ['fake'], findGame: (id: string) => (id === 'fake' ? mod : undefined) };
});

function Hold({ active }: { active: boolean }) {
  useHoldBots(active);
  return null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('bot hold (kit/botHold)', () => {
  it('a bot whose turn it is does not act while a screen holds the bots, and acts once released', async () => {
    const id = useSessions.getState().create(
      'fake',
      { players: 2, target: 5 },
      [
        { name: 'Robo', colour: 0, who: 'easy', where: 'this-phone' as const },
        { name: 'Ann', colour: 1, who: 'person', where: 'this-phone' as const },
      ],
      7,
    );
    useSessions.setState({ loaded: true });
    const { rerender } = render(
      <>
        <Hold active />
        <GameHost sessionId={id} />
      </>,
    );
    await screen.findByText('fake screen');
    await act(() => sleep(150));
    expect(useSessions.getState().open!.session.actions).toHaveLength(0);

    rerender(
      <>
        <Hold active={false} />
        <GameHost sessionId={id} />
      </>,
    );
    await waitFor(() => expect(useSessions.getState().open!.session.actions).toHaveLength(1));
    expect(useSessions.getState().open!.session.actions[0]!.seat).toBe(0);
  });
});
