// Player names are text: markup in a name is shown as its characters, never as an element,
// on the new-game screen and on the game screens; control characters and overlong names are
// cleaned before a game is saved.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GameHost } from '../../src/app/GameHost';
import { NewGameScreen } from '../../src/app/newGame/NewGameScreen';
import { loadGame } from '../../src/app/loadGame';
import { restoreSession } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';
import { cleanName, NAME_MAX } from '../../src/kit/validate';

const EVIL = '<img src=x onerror=alert(1)>';
const SHOWN = cleanName(EVIL); // at most NAME_MAX characters, still markup-looking text

/** No element was made from a name: no img, no element with an inline handler. */
function expectNoInjectedElement(): void {
  expect(document.querySelector('img')).not.toBeInTheDocument();
  expect(document.querySelector('[onerror]')).not.toBeInTheDocument();
}

const nameInputs = () => screen.getAllByRole('textbox', { name: /Name of seat/ }) as HTMLInputElement[];

describe('player names are text', () => {
  it('the new-game screen shows a remembered name with markup as text in its quick pick and seat field', async () => {
    useSettings.setState({
      lang: 'en',
      roster: [
        { name: 'Ann', colour: 0 },
        { name: 'Bob', colour: 1 },
        { name: 'Cy', colour: 2 },
        { name: SHOWN, colour: 3 },
      ],
    });
    const user = userEvent.setup();
    render(<NewGameScreen gameId="saboteur" mode="app" />);
    const pick = await screen.findByRole('button', { name: `Seat ${SHOWN}` }, { timeout: 15_000 });
    expect(pick).toHaveTextContent(SHOWN);
    await user.click(pick);
    expect(nameInputs().map((i) => i.value)).toContain(SHOWN);
    expectNoInjectedElement();
  });

  it('a typed name with control characters and too many letters is cleaned when the game starts', async () => {
    useSettings.setState({ lang: 'en' });
    const user = userEvent.setup();
    render(<NewGameScreen gameId="saboteur" mode="app" />);
    await screen.findByRole('button', { name: /^Start/ }, { timeout: 15_000 });
    const raw = '\u0007 Ann\u202e\u0000   the\tGreat ' + 'x'.repeat(100);
    fireEvent.change(nameInputs()[0]!, { target: { value: raw } });
    fireEvent.change(nameInputs()[1]!, { target: { value: EVIL } });
    await user.click(screen.getByRole('button', { name: /^Start/ }));
    await waitFor(() => expect(Object.keys(useSessions.getState().sessions)).toHaveLength(1));
    const [listed] = Object.values(useSessions.getState().sessions);
    const session = await useSessions.getState().readSession(listed!.id);
    const [first, second] = session!.seats;
    expect(first!.name).toBe(('Ann the Great ' + 'x'.repeat(100)).slice(0, NAME_MAX));
    // eslint-disable-next-line no-control-regex
    expect(first!.name).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
    expect(Array.from(second!.name).length).toBeLessThanOrEqual(NAME_MAX);
    expect(second!.name).toBe(SHOWN);
    // and a stored or imported seat gets the same cleaning
    const back = restoreSession(
      { ...session, seats: [{ name: raw, colour: 0, who: 'person', where: 'this-phone' as const }] },
      ['saboteur'],
    );
    expect(back.seats[0]!.name).toBe(first!.name);
  });

  it.each(['saboteur', 'rolling-village', 'village-pillage'])(
    'the %s game screen shows a name with markup as text and creates no element from it',
    async (gameId) => {
      useSettings.setState({ lang: 'en' });
      const game = await loadGame(gameId);
      const seats = [
        { name: SHOWN, colour: 0, who: 'person', where: 'this-phone' as const },
        { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
        { name: 'Cy', colour: 2, who: 'person', where: 'this-phone' as const },
      ];
      useSessions.setState({ loaded: true });
      const id = useSessions
        .getState()
        .create(gameId, game.configFor(seats, undefined, 'last-game'), seats, 42);
      render(<GameHost sessionId={id} />);
      await waitFor(() => expect(useSessions.getState().open?.id).toBe(id), { timeout: 15_000 });
      await waitFor(() => expect(document.body).toHaveTextContent(SHOWN), { timeout: 15_000 });
      expectNoInjectedElement();
    },
  );
});
