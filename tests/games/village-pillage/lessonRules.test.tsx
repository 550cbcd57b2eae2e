// Issue 34 item 5: a lesson's cite opens the game's rules at the section it teaches — the part of
// the rules page that tells it, else the part about its parent section (Village Pillage's sections).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameMenu } from '../../../src/app/GameMenu';
import { LessonsContext, type LessonsHere } from '../../../src/kit/lessonMemory';
import { lesson } from '../../../src/kit/lessons';
import { LessonSpot } from '../../../src/kit/ui/Lesson';
import { useState } from 'react';

function RulesPage() {
  return (
    <article>
      <p data-rules-section="§6">Plan one card to each neighbour.</p>
      <p data-rules-section="§7 §7.1">Cards resolve by colour.</p>
    </article>
  );
}

const stealing = lesson<null, true>({
  id: 'steal',
  section: 'Village Pillage §7.2',
  audience: 'table',
  when: () => true,
  text: { en: () => 'A Raider steals from the stockpile.', ru: () => 'Бандит ворует из запаса.' },
});

/** The host's part: the menu, and a lesson whose cite asks the menu to open the rules. */
function Host() {
  const [rulesAt, setRulesAt] = useState<{ section: string; n: number } | null>(null);
  const here: LessonsHere = {
    gameId: 'toy',
    had: () => false,
    mark: () => {},
    openRules: (section) =>
      setRulesAt((r) => ({ section: section.replace(/^.* (?=§)/, ''), n: (r?.n ?? 0) + 1 })),
  };
  return (
    <LessonsContext.Provider value={here}>
      <GameMenu title="Village Pillage" RulesPage={RulesPage} onHome={() => {}} rulesAt={rulesAt} />
      <LessonSpot
        lessons={[stealing]}
        view={null}
        seat={null}
        seats={[{ name: 'Anna', colour: 0, who: 'person', where: 'this-phone' }]}
        moment="m"
      />
    </LessonsContext.Provider>
  );
}

describe('issue 34: the rules page opens at a lesson’s section', () => {
  it('issue 34: tapping a lesson’s cite opens the rules with the part about that section (or its parent) marked', () => {
    render(<Host />);
    fireEvent.click(screen.getByRole('button', { name: /Rules §7.2/ }));
    const part = screen.getByText('Cards resolve by colour.');
    expect(part).toBeVisible();
    expect(part.hasAttribute('data-lesson-on')).toBe(true);
    expect(screen.getByText('Plan one card to each neighbour.').hasAttribute('data-lesson-on')).toBe(false);
  });
});
