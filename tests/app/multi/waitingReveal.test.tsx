// Issue 23 item 5: «Ждём: Хозяин, Гость» stayed up through a Village Pillage reveal after both
// had confirmed (the next round's plans were already due). While the phone plays back a reveal
// the bar waits for nobody; a phone that dropped off is still named.
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WaitingBar } from '../../../src/app/multi/WaitingBar';
import { useShowStory } from '../../../src/kit/storyShowing';
import { useSettings } from '../../../src/store/settings';

const seats = [
  { name: 'Хозяин', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Гость', colour: 1, who: 'person', where: 'this-phone' as const },
  { name: 'Вера', colour: 2, who: 'person', where: 'this-phone' as const },
];

function Reveal({ on }: { on: boolean }) {
  useShowStory(on);
  return null;
}

beforeEach(() => useSettings.setState({ lang: 'ru' }));

describe('the several-phones bar during a reveal (issue 23 item 5)', () => {
  it('names whom the game waits for, but nobody while the reveal plays; a dropped phone stays named', () => {
    const bar = (on: boolean) => (
      <>
        <Reveal on={on} />
        <WaitingBar seats={seats} waiting={[0, 1]} away={[2]} />
      </>
    );
    const { rerender } = render(bar(false));
    expect(screen.getByTestId('waiting-for').textContent).toBe('Ждём: Хозяин, Гость');
    rerender(bar(true));
    expect(screen.queryByTestId('waiting-for')).not.toBeInTheDocument();
    expect(document.querySelector('.net-bar')).toHaveTextContent('Вера (телефон не на связи)');
    rerender(bar(false));
    expect(screen.getByTestId('waiting-for').textContent).toBe('Ждём: Хозяин, Гость');
  });

  it('a guest is not told it waits for itself: its own seat is left out of «Ждём» (issue 23 item 5)', () => {
    const { rerender } = render(<WaitingBar seats={seats} waiting={[0, 1]} away={[]} own={[1]} />);
    expect(screen.getByTestId('waiting-for').textContent).toBe('Ждём: Хозяин');
    // only its own seat to act: the game's own screen asks it; the bar names nobody
    rerender(<WaitingBar seats={seats} waiting={[1]} away={[]} own={[1]} />);
    expect(screen.queryByTestId('waiting-for')).not.toBeInTheDocument();
  });
});
