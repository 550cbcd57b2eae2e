// The shared game log (kit/ui/GameLog.tsx, issue 13 item 3): a Log button opens the whole public
// story as a full-screen list grouped by round, newest last; what the person has not seen since
// their last turn is marked in words; closing returns to the game exactly as it was.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { groupByRound, logText, type LogLine, type LogWords } from '../../src/kit/log';
import { LogButton } from '../../src/kit/ui/GameLog';
import { useSettings } from '../../src/store/settings';

const seats = [
  { name: 'Anna', colour: 0 },
  { name: 'Boris', colour: 1 },
];

const LINES: LogLine[] = [
  { key: '0', round: 1, text: 'Anna placed a straight', seat: 0 },
  { key: '1', round: 1, text: 'Boris passed', seat: 1 },
  { key: '2', round: 1, text: 'Round 1 is over', seat: null },
  { key: '3', round: 2, text: 'Boris broke the lamp of Anna', seat: 1 },
];

/** A game screen with state of its own (a half-typed note) and the Log button. */
function Game({ freshFrom = null }: { freshFrom?: number | null }) {
  const [note, setNote] = useState('');
  return (
    <main>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <LogButton lines={() => LINES} seats={seats} freshFrom={freshFrom} roundTitle={(n) => `Round ${n}`} />
    </main>
  );
}

/** The words of a listed event (its seat's badge letter aside). */
const said = (li: HTMLElement) => li.querySelector('.game-log-text > span:last-child')?.textContent;

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
});

describe('game log', () => {
  it('opens from the Log button and lists every public event under its round, newest last', async () => {
    const user = userEvent.setup();
    render(<Game />);
    expect(screen.queryByRole('heading', { name: 'Round 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log' }));
    const dialog = screen.getByRole('dialog', { name: 'Log' });
    const rounds = within(dialog).getAllByRole('region');
    expect(rounds.map((r) => r.getAttribute('aria-label'))).toEqual(['Round 1', 'Round 2']);
    expect(within(rounds[0]!).getAllByRole('listitem').map(said)).toEqual([
      'Anna placed a straight',
      'Boris passed',
      'Round 1 is over',
    ]);
    const items = within(dialog).getAllByRole('listitem');
    expect(said(items[items.length - 1]!)).toBe('Boris broke the lamp of Anna');
  });

  it('marks in words the events since the person’s last turn, and only those', async () => {
    const user = userEvent.setup();
    render(<Game freshFrom={2} />);
    await user.click(screen.getByRole('button', { name: 'Log' }));
    const items = within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(items.map((li) => li.classList.contains('game-log-fresh'))).toEqual([false, false, true, true]);
    expect(items[2]!.textContent).toBe('Since your last turn' + 'Round 1 is over');
    expect(screen.getAllByText('Since your last turn')).toHaveLength(1);
  });

  it('closes back to the game with everything the screen held kept', async () => {
    const user = userEvent.setup();
    render(<Game />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'gold is top');
    await user.click(screen.getByRole('button', { name: 'Log' }));
    await user.click(screen.getAllByRole('button', { name: 'Back to the game' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'gold is top');
    // and it opens again with the same story
    await user.click(screen.getByRole('button', { name: 'Log' }));
    expect(within(screen.getByRole('dialog')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when nothing has happened yet', async () => {
    const user = userEvent.setup();
    render(<LogButton lines={() => []} seats={seats} roundTitle={(n) => `Round ${n}`} />);
    await user.click(screen.getByRole('button', { name: 'Log' }));
    expect(screen.getByText('Nothing has happened yet.')).toBeInTheDocument();
  });

  it('is in Russian for a Russian table', async () => {
    useSettings.setState({ lang: 'ru' });
    const user = userEvent.setup();
    render(<Game freshFrom={3} />);
    await user.click(screen.getByRole('button', { name: 'Журнал' }));
    expect(screen.getAllByRole('button', { name: 'Вернуться к игре' }).length).toBeGreaterThan(0);
    expect(screen.getByText('С вашего прошлого хода')).toBeInTheDocument();
  });
});

describe('log words and grouping', () => {
  type Ev = { type: 'a'; n: number } | { type: 'b'; s: string };
  const words: LogWords<Ev, 'type', string> = {
    a: (e, pre) => `${pre}${e.n}`,
    b: (e, pre) => `${pre}${e.s}`,
  };

  it('gives each kind of entry its own words', () => {
    expect(logText(words, 'type', { type: 'a', n: 3 }, '#')).toBe('#3');
    expect(logText(words, 'type', { type: 'b', s: 'x' }, '#')).toBe('#x');
  });

  it('groups consecutive lines of a round and remembers where each group starts', () => {
    expect(groupByRound(LINES).map((g) => [g.round, g.start, g.lines.length])).toEqual([
      [1, 0, 3],
      [2, 3, 1],
    ]);
  });
});
