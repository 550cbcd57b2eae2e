// Issue 15, fault 6: no fault blanks the page. A malformed route is an unknown route (home);
// a game screen that throws shows what happened with Home, "download this game" and
// "report", the rest of the app keeps working, and the screen's wake lock is let go.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { parseRoute } from '../../src/app/router';
import { useSessions } from '../../src/store/sessions';
import { fakeLoaded } from '../app/fakeGame';

vi.mock('../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));
vi.mock('../../src/games/registry', async () => await import('../app/fakeRegistry'));

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];

async function go(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

const realScreen = fakeLoaded.Screen;
afterEach(() => {
  fakeLoaded.Screen = realScreen;
  vi.restoreAllMocks();
});

describe('fault 6: malformed routes are unknown routes, not "URI malformed"', () => {
  it.each(['#/play/%', '#/new/%E0%A4%A', '#/rules/%zz'])('%s reads as home', async (hash) => {
    expect(parseRoute(hash)).toEqual({ name: 'home' });
    render(<App />);
    await go(hash);
    expect(screen.getByRole('heading', { name: 'Pocket Table' })).toBeInstanceOf(HTMLHeadingElement);
  });
});

describe('fault 6: a game screen that throws', () => {
  it('shows the fault with home, download and report; home still works; the wake lock is released', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const release = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: { request: vi.fn(async () => ({ released: false, release })) },
    });
    let broken = false;
    fakeLoaded.Screen = () => {
      if (broken) throw new Error('boom in the game screen');
      return <p>fake screen</p>;
    };
    useSessions.setState({ loaded: true });
    const id = useSessions.getState().create('fake', { players: 2, target: 5 }, seats, 1);
    render(<App />);
    await go(`#/play/${id}`);
    // the game page is loaded on demand: slow on a busy machine
    expect(await screen.findByText('fake screen', {}, { timeout: 10_000 })).toBeInstanceOf(
      HTMLParagraphElement,
    );
    await act(async () => undefined);
    expect(release).not.toHaveBeenCalled();

    broken = true;
    await act(async () => useSessions.getState().act({ seat: 0, add: 1 } as never));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('boom in the game screen');
    expect(release).toHaveBeenCalled();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:x'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download this game' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // the whole game, with its log (the list holds only its summary: issue 24 item 18)
    expect(JSON.parse(await blobs[0]!.text())).toMatchObject({ id, actions: [{ seat: 0, add: 1 }] });

    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy the error to report it' }));
    expect(writeText.mock.calls[0]?.[0]).toContain('boom in the game screen');

    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByRole('heading', { name: 'Pocket Table' })).toBeInstanceOf(HTMLHeadingElement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
