// Issue 23 item 6: people choose how fast bots move (Saboteur's bots took about 4 s each) and a
// tap on "move now" makes the waiting bot move at once (kit/botPace.ts, the host's bot driver).
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameHost } from '../../src/app/GameHost';
import { hurryBots } from '../../src/kit/botPace';
import { useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';

vi.mock('../../src/games/registry', async () => {
  const { fakeModule, fakeLoaded, fakeRules } = await import('../app/fakeGame');
  const { randomBot } = await import('../../src/kit/bots');
  const withBot = { ...fakeLoaded, bots: { easy: randomBot(fakeRules) }, botDelayMs: 5 };
  const pace = {
    key: 'botPace', // BOT_PACE_KEY
    label: { ru: 'Скорость ботов', en: 'Bot speed' },
    choices: [
      { value: 5000, label: { ru: 'Медленно', en: 'Slow' } },
      { value: 700, label: { ru: 'Обычно', en: 'Normal' } },
    ],
    default: 700,
  };
  const mod = { ...fakeModule, settings: [pace], load: () => Promise.resolve(withBot) };
  return { GAMES: [mod], GAME_IDS: ['fake'], findGame: (id: string) => (id === 'fake' ? mod : undefined) };
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function botFirstGame(): string {
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
  return id;
}

/** The open game's moves (its record: the list takes them once the page is idle, issue 33 "Scale"). */
const moves = (id: string) => {
  const open = useSessions.getState().open;
  return open?.id === id ? open.session.actions.length : useSessions.getState().sessions[id]!.moves;
};

describe('bot pace (issue 23 item 6)', () => {
  it('a bot waits the pace people chose, not the game’s built-in pause; "move now" makes it move at once', async () => {
    useSettings.setState({ games: { fake: { botPace: 5000 } } });
    const id = botFirstGame();
    render(<GameHost sessionId={id} />);
    await screen.findByText('fake screen');
    await act(() => sleep(200));
    // the game's own pause is 5 ms: the chosen 5 s holds the bot
    expect(moves(id)).toBe(0);
    act(() => hurryBots());
    await waitFor(() => expect(moves(id)).toBe(1), { timeout: 1000 });
  });
});
