// Issue 23 item 8: the players list exports every finished game for BG Stats, one file, with each
// Saboteur player's roles in the person's language (the game's own role words).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryScreen } from '../../../src/app/history/HistoryScreen';
import { setCurrentLang } from '../../../src/i18n/lang';
import type { FinishedGame } from '../../../src/kit/history';
import { useHistory } from '../../../src/store/history';

const human = (name: string, colour: number) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
});
const sab: FinishedGame = {
  id: 'sab-1',
  gameId: 'saboteur',
  finishedAt: Date.UTC(2026, 0, 5, 18),
  seats: [human('Аня', 0), human('Борис', 1), human('Вика', 2)],
  scores: [5, 5, 2],
  ranking: [[0, 1], [2]],
  sheet: {
    unit: 'gold',
    rows: 'gained',
    rounds: [
      [3, 0, 2],
      [0, 4, 0],
      [2, 1, 0],
    ],
  },
  roles: [
    ['gold-digger', 'saboteur', 'gold-digger'],
    ['saboteur', 'gold-digger', 'gold-digger'],
    ['gold-digger', 'gold-digger', 'saboteur'],
  ],
};
const vp: FinishedGame = {
  id: 'vp-1',
  gameId: 'village-pillage',
  finishedAt: Date.UTC(2026, 0, 6, 18),
  seats: [human('Аня', 0), human('Борис', 1)],
  scores: [3, 1],
  ranking: [[0], [1]],
  sheet: null,
};

let blobs: Blob[];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), `blob:test/${blobs.length}`));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('issue 23 item 8: export for BG Stats from the players list', () => {
  it('downloads one play per finished game, with Saboteur roles in words', async () => {
    setCurrentLang('ru');
    useHistory.setState({ games: { [sab.id]: sab, [vp.id]: vp }, readState: 'ok' });
    const user = userEvent.setup();
    render(<HistoryScreen route={{ name: 'players' }} />);
    await user.click(screen.getByRole('button', { name: 'Экспорт партий для BG Stats' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 15_000 });
    const file = JSON.parse(await blobs[0]!.text());
    expect(file.plays).toHaveLength(2);
    // named by its English BoardGameGeek name, as BG Stats matches it (issue 30), not the app's title
    const sabGame = file.games.find((g: { name: string }) => g.name === 'Saboteur');
    expect(sabGame.bggId).toBe(9220);
    const play = file.plays.find((p: { gameRefId: number }) => p.gameRefId === sabGame.id);
    expect(play.playerScores.map((p: { role: string }) => p.role)).toEqual([
      'Старатель, Вредитель, Старатель',
      'Вредитель, Старатель, Старатель',
      'Старатель, Старатель, Вредитель',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Для BG Stats выгружены 2 партии.');
  });

  it('issue 33 item 12: a game dated in the far future is left out and the screen says why, never the year 275760', async () => {
    setCurrentLang('ru');
    const far = { ...vp, id: 'far-future', finishedAt: 8.64e15 };
    useHistory.setState({ games: { [sab.id]: sab, [far.id]: far }, readState: 'ok' });
    const user = userEvent.setup();
    render(<HistoryScreen route={{ name: 'players' }} />);
    await user.click(screen.getByRole('button', { name: 'Экспорт партий для BG Stats' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 15_000 });
    const text = await blobs[0]!.text();
    expect(JSON.parse(text).plays).toHaveLength(1);
    expect(text).not.toContain('275760');
    expect(screen.getByRole('status').textContent).toBe(
      'Для BG Stats выгружена 1 партия. 1 игра не выгружена: её дата позже сегодняшней (видимо, на телефоне сбились часы).',
    );
  });
});
