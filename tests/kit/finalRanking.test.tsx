// Issue 11 item 4: one final-ranking component for every game's end screen: places numbered once
// (ties share a place and the next skips: 1, 1, 3), each seat with its badge, name and score, the
// game's reason lines, Home and Rematch (or the game's note when it cannot offer a rematch).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FinalRanking } from '../../src/kit/ui/FinalRanking';
import { useSettings } from '../../src/store/settings';

const seats = ['Ann', 'Bob', 'Cid', 'Dan'].map((name, colour) => ({ name, colour }));

function rows() {
  return screen.getAllByRole('listitem').map((li) => li.textContent);
}

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

describe('FinalRanking', () => {
  it('numbers tied seats with one shared place and skips the next (1, 1, 3, 4), best first', () => {
    render(
      <FinalRanking
        ranking={[[2, 0], [3], [1]]}
        seats={seats}
        score={(s) => `${10 - s} pts`}
        rematch={() => {}}
        exit={() => {}}
      />,
    );
    expect(rows()).toEqual([
      '1. (shared)CCid ★8 pts',
      '1. (shared)AAnn ★10 pts',
      '3.DDan7 pts',
      '4.BBob9 pts',
    ]);
  });

  it('marks the winners with a star named in words, not by colour alone', () => {
    render(
      <FinalRanking ranking={[[1], [0]]} seats={seats} score={() => 0} rematch={null} exit={() => {}} />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Winner' })).toHaveTextContent('★');
    expect(within(second!).queryAllByRole('img', { name: 'Winner' })).toHaveLength(0);
  });

  it('shows the reason lines the game gives and its own heading', () => {
    render(
      <FinalRanking
        title="Bob wins!"
        reasons={['Bob is the only one with all 3 relics.', 'The game lasted 7 rounds.']}
        ranking={[[1], [0]]}
        seats={seats}
        score={() => 0}
        rematch={() => {}}
        exit={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Bob wins!');
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Bob is the only one with all 3 relics.',
      'The game lasted 7 rounds.',
    ]);
  });

  it('Rematch starts a new game and Home leaves; without a rematch the game’s note shows instead', () => {
    const rematch = vi.fn();
    const exit = vi.fn();
    const { unmount } = render(
      <FinalRanking ranking={[[0, 1]]} seats={seats} score={() => 0} rematch={rematch} exit={exit} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(rematch).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    unmount();
    render(
      <FinalRanking
        ranking={[[0, 1]]}
        seats={seats}
        score={() => 0}
        rematch={null}
        noRematchNote="Start a new shared game instead."
        exit={exit}
      />,
    );
    expect(screen.queryAllByRole('button', { name: 'Rematch' })).toHaveLength(0);
    expect(screen.getByText('Start a new shared game instead.')).toBeVisible();
  });

  it('speaks Russian: the default heading, the shared place and the buttons', () => {
    useSettings.setState({ lang: 'ru' });
    render(
      <FinalRanking ranking={[[0, 1]]} seats={seats} score={() => 0} rematch={() => {}} exit={() => {}} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Итоги игры');
    expect(rows()[0]).toMatch(/^1\. \(поровну\)/);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Домой', 'Реванш']);
  });
});
