// Issue 34 item 5: after a first game, one screen of what the table learnt — each person's count
// of rules taught (and known already), every lesson as shown, each opening the rules at its section.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LessonsLearnt } from '../../../src/app/LessonsLearnt';
import type { SeatInfo } from '../../../src/kit/session';
import { useLessons } from '../../../src/store/lessons';
import { useSettings } from '../../../src/store/settings';

const seats: SeatInfo[] = [
  { name: 'Anna', colour: 0, who: 'person', where: 'this-phone' },
  { name: 'Boris', colour: 1, who: 'person', where: 'this-phone' },
  { name: 'Carl', colour: 2, who: 'easy', where: 'this-phone' },
];

function taught() {
  useLessons.setState({
    games: {
      g1: [
        {
          id: 'plan-neighbours',
          section: '§6',
          text: 'Play one card to each neighbour.',
          names: ['Anna', 'Boris'],
          end: 'taught',
        },
        { id: 'colours', section: '§2', text: 'Colours resolve in order.', names: ['Anna'], end: 'taught' },
        {
          id: 'reveal',
          section: '§7',
          text: 'All plans are turned over.',
          names: ['Anna', 'Boris'],
          end: 'taught',
        },
        { id: 'relic', section: '§7.4', text: 'A relic is bought.', names: ['Boris'], end: 'known' },
      ],
    },
  });
}

describe('issue 34 item 5: what the table learnt', () => {
  it('issue 34: each person at the table with their count, bots left out; a lesson opens the rules at its section', () => {
    useSettings.setState({ lang: 'en' });
    taught();
    const openRules = vi.fn();
    render(<LessonsLearnt sessionId="g1" seats={seats} openRules={openRules} />);
    expect(screen.getByRole('heading', { name: 'What the table learnt' })).toBeVisible();
    const people = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(people.slice(0, 2)).toEqual(['Anna: 3 rules', 'Boris: 2 rules (1 known already)']);
    expect(document.body.textContent).not.toContain('Carl');
    fireEvent.click(screen.getByText(/Every lesson of this game \(3\)/));
    fireEvent.click(screen.getByRole('button', { name: '§7' }));
    expect(openRules).toHaveBeenCalledWith('§7');
  });

  it('issue 34: in Russian the counts decline like a person would write them', () => {
    useSettings.setState({ lang: 'ru' });
    taught();
    render(<LessonsLearnt sessionId="g1" seats={seats} openRules={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Чему научился стол' })).toBeVisible();
    expect(document.body.textContent).toContain('Anna: 3 правила');
    expect(document.body.textContent).toContain('Boris: 2 правила (знакомых заранее: 1)');
  });

  it('issue 34: a game without lessons shows nothing', () => {
    useLessons.setState({ games: {} });
    const { container } = render(<LessonsLearnt sessionId="none" seats={seats} openRules={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
