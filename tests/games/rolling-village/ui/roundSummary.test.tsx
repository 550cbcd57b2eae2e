// Issue 23 item 7 (Rolling Village): after the scoring roll the screen sums up who scored what
// in the round, in Russian and English, until the next building roll; the header keeps no dice
// once the game is over.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AVENUE_LABELS, LAST_ROUND, type State } from '../../../../src/games/rolling-village/rules';
import { useSessions } from '../../../../src/store/sessions';
import { useSettings } from '../../../../src/store/settings';
import { openRvGame, rv } from './throughStore';

const { playUntil, renderScreen, state: storeState } = rv;

afterEach(() => useSessions.getState().close());

const summary = () => screen.queryByTestId('rv-round-summary');
const rollButton = () => screen.getByTestId('rv-roll') as HTMLButtonElement;

/** the record of `round` of each digital sheet, as the store holds it */
const recordsOf = (s: State, round: number) =>
  s.seats.map((seat) => seat.records.find((r) => r.round === round)!);

describe('issue 23 item 7: the round’s points after the scoring roll', () => {
  it('English: after the scoring roll every sheet’s points and avenue show, and go with the next building roll', async () => {
    useSettings.setState({ lang: 'en' });
    const user = userEvent.setup();
    openRvGame(['digital', 'digital']);
    playUntil((s) => s.phase === 'scoring-roll');
    renderScreen();
    expect(summary()).toBeNull();
    await user.click(rollButton());
    // a sum of 2 or 12: each sheet chooses its avenue first
    act(() => playUntil((s) => s.phase === 'building-roll'));
    const box = summary()!;
    expect(within(box).getByRole('heading').textContent).toBe('Round 1 points');
    const [ann, boris] = recordsOf(storeState(), 1);
    const line = (name: string, r: typeof ann) =>
      `${name}: ${r!.score} point${r!.score === 1 ? '' : 's'} (avenue ${AVENUE_LABELS[r!.avenue]}${r!.chosen ? ', chosen' : ''})`;
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([line('Ann', ann), line('Boris', boris)]);
    // the roll button rests a moment after the scoring roll (ROLL_REST_MS)
    await waitFor(() => expect(rollButton().disabled).toBe(false), { timeout: 2000 });
    await user.click(rollButton());
    expect(storeState().phase).toBe('building');
    expect(summary()).toBeNull();
  });

  it('Russian: «Очки раунда 1» and each line in Russian words', async () => {
    useSettings.setState({ lang: 'ru' });
    openRvGame(['digital', 'digital']);
    playUntil((s) => s.phase === 'building-roll' && s.round === 2);
    renderScreen();
    const box = summary()!;
    expect(within(box).getByRole('heading').textContent).toBe('Очки раунда 1');
    const [ann] = recordsOf(storeState(), 1);
    const first = within(box).getAllByRole('listitem')[0]!.textContent!;
    expect(first).toMatch(
      new RegExp(`^Ann: ${ann!.score} очк(о|а|ов) \\(улица ${AVENUE_LABELS[ann!.avenue]}`),
    );
    expect(first).not.toMatch(/points|avenue/);
  });

  it('after the last round: round 9’s points show while paper totals are entered (the last dice stay: paper scores them)', () => {
    useSettings.setState({ lang: 'en' });
    openRvGame(['digital', 'paper']);
    playUntil((s) => s.phase === 'totals');
    renderScreen();
    expect(within(summary()!).getByRole('heading').textContent).toBe(`Round ${LAST_ROUND} points`);
    expect(within(summary()!).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('rv-dice')).toBeInTheDocument();
  });

  it('once the game is over the header keeps no dice and no roll, and the results’ round table replaces the summary', () => {
    useSettings.setState({ lang: 'en' });
    openRvGame(['digital', 'digital']);
    playUntil((s) => s.phase === 'over');
    renderScreen();
    expect(screen.getByTestId('rv-results')).toBeInTheDocument();
    expect(summary()).toBeNull();
    expect(screen.queryByTestId('rv-dice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rv-ask')).not.toBeInTheDocument();
  });

  it('a dice-only game (paper sheets) has no points to sum up', async () => {
    useSettings.setState({ lang: 'en' });
    openRvGame(['paper', 'paper']);
    playUntil((s) => s.phase === 'building-roll' && s.round === 2);
    renderScreen();
    expect(summary()).toBeNull();
  });
});
