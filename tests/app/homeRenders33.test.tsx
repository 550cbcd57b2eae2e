// Issue 33 "Scale": home re-renders only when what it shows changes. The start lists the saved
// games in parts (the "Continue" record's games first, then the read's parts: 200 parts of 25
// when 5,000 summaries are rebuilt after an upgrade), each a store set; home renders when its
// "Continue" links or its "more" count change, not once per part (each render sorted every
// unfinished game listed so far and rendered every card again).
import { act, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '../../src/app/home/HomeScreen';
import { useSessions } from '../../src/store/sessions';
import { summaryOf, type SessionSummary } from '../../src/store/summaries';
import { fakeSession } from './fakeSessions';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

const GAMES = 5000;
const PART = 25;

/** Game `n`: the five most recent (the highest n) unfinished, the others finished. */
const summary = (n: number): SessionSummary => summaryOf(fakeSession(n, n < GAMES - 5));

describe('issue 33 "Scale": home while 5,000 saved games are listed in parts', () => {
  it('renders when its links or its count change, not once per part', async () => {
    let renders = 0;
    useSessions.setState({ readState: 'loading', loaded: false, sessions: {} });
    render(
      <Profiler id="home" onRender={() => void renders++}>
        <HomeScreen />
      </Profiler>,
    );
    const card = screen.getByRole('heading', { name: 'Fake Game' }).closest('li') as HTMLElement;
    // the "Continue" record's games first
    const early = [GAMES - 1, GAMES - 2, GAMES - 3].map(summary);
    act(() => useSessions.setState({ sessions: Object.fromEntries(early.map((s) => [s.id, s])) }));
    expect(await within(card).findAllByRole('link', { name: /Continue/ })).toHaveLength(3);
    const shown = renders;
    // then the read's parts, the most recent first, each summary a new object
    for (let from = GAMES - 1; from >= 0; from -= PART)
      act(() =>
        useSessions.setState((s) => {
          const sessions = { ...s.sessions };
          for (let n = from; n > from - PART && n >= 0; n--) sessions[`g${n}`] = summary(n);
          return { sessions };
        }),
      );
    expect(renders - shown).toBe(0);
    act(() => useSessions.setState({ readState: 'ok', loaded: true }));
    expect(within(card).getByRole('link', { name: /2 more/i })).toBeInTheDocument();
    expect(renders - shown).toBe(1);
    // the most recent first, as before the parts
    const links = within(card).getAllByRole('link', { name: /Continue/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#/play/g4999',
      '#/play/g4998',
      '#/play/g4997',
    ]);
  });
});
