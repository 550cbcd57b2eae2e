// Issue 32 (opening a game: the maze drawn cheaply): the maze measures its box and frames its
// camera after the first render, and a person zooms and pans it; none of that draws its cards
// again (the cards and the spots are memoised parts), and a tap on a card still reaches the
// screen's latest handler.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../../src/store/settings';
import type { MazeProps } from '../../../../src/games/saboteur/ui/mazeProps';

const drawn = vi.hoisted(() => ({ faces: 0, backs: 0 }));
vi.mock('../../../../src/games/saboteur/ui/CardArt', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/games/saboteur/ui/CardArt')>();
  return {
    ...real,
    PathCardFace: (p: Parameters<typeof real.PathCardFace>[0]) => {
      drawn.faces++;
      return real.PathCardFace(p);
    },
    GoalBack: (p: Parameters<typeof real.GoalBack>[0]) => {
      drawn.backs++;
      return real.GoalBack(p);
    },
  };
});
const { Maze } = await import('../../../../src/games/saboteur/ui/Maze');

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
  drawn.faces = 0;
  drawn.backs = 0;
});

const placed: MazeProps['placed'] = [
  { x: 1, y: 0, card: 'cross', rotated: false },
  { x: 2, y: 0, card: 'straight-ew', rotated: false },
];
const goals: MazeProps['goals'] = [0, 2, -2].map((y) => ({
  x: 8,
  y,
  revealed: false,
  card: null,
  rotated: false,
  peek: null,
}));

describe('issue 32: the maze draws its cards once while it moves', () => {
  it('zooming, fitting and panning do not draw the cards again', () => {
    render(<Maze placed={placed} goals={goals} candidates={[{ x: 3, y: 0 }]} spots={[{ x: 3, y: 0 }]} />);
    const faces = drawn.faces;
    const backs = drawn.backs;
    expect(faces).toBeGreaterThan(0);
    expect(backs).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole maze' }));
    const plane = screen.getByRole('group', { name: /maze/i });
    fireEvent.pointerDown(plane, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(plane, { pointerId: 1, clientX: 160, clientY: 140 });
    fireEvent.pointerUp(plane, { pointerId: 1 });
    expect(drawn.faces).toBe(faces);
    expect(drawn.backs).toBe(backs);
  });

  it("a tap on a spot reaches the screen's handler of the latest render", () => {
    const first = vi.fn();
    const latest = vi.fn();
    const spots = [{ x: 3, y: 0 }];
    const { rerender } = render(
      <Maze placed={placed} goals={goals} candidates={spots} spots={spots} onCell={first} />,
    );
    rerender(<Maze placed={placed} goals={goals} candidates={spots} spots={spots} onCell={latest} />);
    const spot = screen
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-label')?.startsWith('Spot 3, 0'))!;
    act(() => fireEvent.click(spot));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(3, 0);
  });
});
