import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from '../../src/app/home/HomeScreen';
import { GAMES } from '../../src/games/registry';
import { useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';

describe('home', () => {
  it('lists the three games with players and a line on how each plays', () => {
    render(<HomeScreen />);
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('game-card'));
    expect(cards).toHaveLength(3);
    for (const g of GAMES) {
      const card = screen.getByRole('heading', { name: g.title.en }).closest('li') as HTMLElement;
      expect(within(card).getAllByText(g.playersLabel.en)).toHaveLength(1);
      expect(within(card).getAllByText(g.blurb.en)).toHaveLength(1);
    }
  });

  it('says plainly that a game without screens is not yet playable, and offers no new game for it', () => {
    render(<HomeScreen />);
    for (const g of GAMES.filter((x) => !x.playable)) {
      const card = screen.getByRole('heading', { name: g.title.en }).closest('li') as HTMLElement;
      expect(within(card).getAllByText(/Not yet playable/)).toHaveLength(1);
      expect(within(card).queryByRole('link', { name: 'New game' })).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe(`#/rules/${g.id}`);
    }
  });

  it('offers a new game for each playable game', () => {
    render(<HomeScreen />);
    for (const g of GAMES.filter((x) => x.playable)) {
      const card = screen.getByRole('heading', { name: g.title.en }).closest('li') as HTMLElement;
      expect(within(card).getByRole('link', { name: 'New game' }).getAttribute('href')).toBe(`#/new/${g.id}`);
      expect(within(card).queryByText(/Not yet playable/)).not.toBeInTheDocument();
    }
  });

  it('links to saved games and settings', () => {
    render(<HomeScreen />);
    expect(screen.getByRole('link', { name: 'Saved games' }).getAttribute('href')).toBe('#/saved');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('#/settings');
  });

  it('shows the home in Russian when the language is Russian', () => {
    useSettings.setState({ lang: 'ru' });
    render(<HomeScreen />);
    expect(screen.getAllByRole('link', { name: 'Сохранённые игры' })).toHaveLength(1);
    expect(screen.queryAllByText(/Пока нельзя сыграть/)).toHaveLength(
      GAMES.filter((g) => !g.playable).length,
    );
    expect(screen.getAllByRole('link', { name: 'Правила' })).toHaveLength(3);
  });

  it('does not offer to continue unfinished games of a game that is not playable', () => {
    const unbuilt = GAMES.find((g) => !g.playable);
    if (!unbuilt) return; // every game has its screens: nothing left to check here
    useSessions
      .getState()
      .create(unbuilt.id, {}, [{ name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const }], 1);
    render(<HomeScreen />);
    expect(screen.queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
  });
});
