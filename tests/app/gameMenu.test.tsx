// The way out of every game screen (issue 13 item 5): the host's menu offers Home and Rules;
// the rules open over the game and close back to the same screen without losing a half-made
// plan, and Home leaves the game to the caller (the host navigates home; the game is saved).
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GameMenu } from '../../src/app/GameMenu';
import { useBotHold } from '../../src/kit/botHold';

function RulesPage() {
  return <p>Each round every village plays one card to each neighbour.</p>;
}

/** A private plan screen: picks live in React state only, like the real plan screen's. */
function HalfMadePlan() {
  const [picks, setPicks] = useState<string[]>([]);
  return (
    <section aria-label="Anna’s plan">
      <button type="button" onClick={() => setPicks((p) => [...p, 'Farmer'])}>
        Pick Farmer
      </button>
      <p data-testid="picks">{picks.join(', ') || 'nothing picked'}</p>
    </section>
  );
}

function Host({ onHome }: { onHome(): void }) {
  return (
    <>
      <GameMenu title="Village Pillage" RulesPage={RulesPage} onHome={onHome} />
      <HalfMadePlan />
    </>
  );
}

describe('game menu', () => {
  it('Rules opens the game’s rules over the screen and closes back to it with the half-made plan kept', () => {
    render(<Host onHome={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick Farmer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = screen.getByRole('dialog', { name: 'Rules: Village Pillage' });
    expect(rules).toHaveTextContent('Each round every village plays one card to each neighbour.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('picks').textContent).toBe('Farmer');
  });

  it('Home leaves through the host (which keeps the game) and says the game is saved', () => {
    const home = vi.fn();
    render(<Host onHome={home} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Village Pillage' })).toHaveTextContent(
      'The game is saved as it is',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the menu back to the game; bots wait while the menu or the rules are up', () => {
    render(<Host onHome={() => {}} />);
    expect(useBotHold.getState().count).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(useBotHold.getState().count).toBe(1);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useBotHold.getState().count).toBe(0);
  });
});
