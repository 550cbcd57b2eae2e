import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewGameScreen } from '../../src/app/newGame/NewGameScreen';
import { useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

const nameInputs = () => screen.getAllByRole('textbox', { name: /Name of seat/ }) as HTMLInputElement[];
const names = () => nameInputs().map((i) => i.value);
const startButton = () => screen.getByRole('button', { name: /^Start/ }) as HTMLButtonElement;

async function openForm() {
  render(<NewGameScreen gameId="fake" />);
  await screen.findByRole('button', { name: /^Start/ });
}

describe('new game: seats', () => {
  it('starts with three seats named "Player N" when no names are remembered', async () => {
    await openForm();
    expect(names()).toEqual(['Player 1', 'Player 2', 'Player 3']);
  });

  it('names default seats from the remembered roster and offers the other recent names as quick picks', async () => {
    useSettings.setState({
      roster: [
        { name: 'Ann', colour: 4 },
        { name: 'Bob', colour: 2 },
        { name: 'Cy', colour: 1 },
        { name: 'Dee', colour: 5 },
      ],
    });
    const user = userEvent.setup();
    await openForm();
    expect(names()).toEqual(['Ann', 'Bob', 'Cy']);
    await user.click(screen.getByRole('button', { name: 'Seat Dee' }));
    expect(names()).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect(screen.queryByRole('button', { name: 'Seat Dee' })).not.toBeInTheDocument();
  });

  it('adds seats up to the maximum the config allows and removes down to the minimum', async () => {
    const user = userEvent.setup();
    await openForm();
    const add = screen.getByRole('button', { name: /Add seat/ }) as HTMLButtonElement;
    await user.click(add);
    expect(names()).toHaveLength(4);
    expect(add.disabled).toBe(true); // seatLimits: 2..4, though the module says up to 6
    await user.click(screen.getByRole('button', { name: 'Remove seat 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove seat 1' }));
    expect(names()).toEqual(['Player 3', 'Player 4']);
    expect((screen.getByRole('button', { name: 'Remove seat 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a seat up and down', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Move seat 3 up' }));
    expect(names()).toEqual(['Player 1', 'Player 3', 'Player 2']);
    await user.click(screen.getByRole('button', { name: 'Move seat 1 down' }));
    expect(names()).toEqual(['Player 3', 'Player 1', 'Player 2']);
  });

  it('gives a seat a colour taken by another seat by swapping the two colours', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: /Colour of seat 1: Red/ }));
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getAllByRole('button', { name: /Colour of seat 1: Blue/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Colour of seat 2: Red/ })).toHaveLength(1);
  });
});

describe('new game: validation', () => {
  it('refuses to start while a name is empty, and says which seat', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.clear(nameInputs()[0] as HTMLInputElement);
    expect(startButton().disabled).toBe(true);
    expect(screen.getAllByText('Seat 1 needs a name.').length).toBeGreaterThan(0);
    expect(nameInputs()[0]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('treats a name of only control characters and spaces as empty', async () => {
    const user = userEvent.setup();
    await openForm();
    const input = nameInputs()[1] as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '   ');
    expect(startButton().disabled).toBe(true);
    expect(screen.getAllByText('Seat 2 needs a name.').length).toBeGreaterThan(0);
  });

  it('refuses two seats with the same name, ignoring case and extra spaces', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.clear(nameInputs()[0] as HTMLInputElement);
    await user.type(nameInputs()[0] as HTMLInputElement, 'Ann');
    await user.clear(nameInputs()[2] as HTMLInputElement);
    await user.type(nameInputs()[2] as HTMLInputElement, ' ann ');
    expect(startButton().disabled).toBe(true);
    expect(screen.getAllByText('Each seat needs its own name.').length).toBeGreaterThan(0);
  });

  it('needs at least one person at the table when the game has bots', async () => {
    const user = userEvent.setup();
    await openForm();
    for (const n of [1, 2, 3])
      await user.selectOptions(screen.getByRole('combobox', { name: `Who plays seat ${n}` }), 'easy');
    expect(startButton().disabled).toBe(true);
    expect(screen.getAllByText('At least one seat must be a person.')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'person');
    expect(startButton().disabled).toBe(false);
  });
});

describe('new game: start', () => {
  it('keeps Start disabled and says why while the game reports a start blocker, in the page language', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Target 5' }));
    await user.click(screen.getByRole('button', { name: 'Target 9' }));
    expect(startButton().disabled).toBe(true);
    expect(screen.getAllByText('Thirteen is unlucky.')).toHaveLength(1);
    await user.click(startButton());
    expect(Object.keys(useSessions.getState().sessions)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Target 13' }));
    expect(startButton().disabled).toBe(false);
  });

  it('creates the session with the seats and the options, remembers the people and opens the game', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.clear(nameInputs()[0] as HTMLInputElement);
    await user.type(nameInputs()[0] as HTMLInputElement, '  Ann\u0007  Lee ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 3' }), 'easy');
    await user.click(screen.getByRole('button', { name: 'Target 5' }));
    await user.click(startButton());

    const sessions = Object.values(useSessions.getState().sessions);
    expect(sessions).toHaveLength(1);
    const s = sessions[0]!;
    expect(s.gameId).toBe('fake');
    expect(s.seats.map((x) => [x.name, x.who, x.where])).toEqual([
      ['Ann Lee', 'person', 'this-phone'],
      ['Player 2', 'person', 'this-phone'],
      ['Player 3', 'easy', 'this-phone'],
    ]);
    expect((await useSessions.getState().readSession(s.id))?.config).toEqual({ target: 9, players: 3 });
    expect(window.location.hash).toBe(`#/play/${s.id}`);
    // made-up "Player N" names and bots are not remembered
    expect(useSettings.getState().roster.map((r) => r.name)).toEqual(['Ann Lee']);
  });

  it('tells plainly that a game without screens cannot be started yet', async () => {
    render(<NewGameScreen gameId="unbuilt" />);
    expect(screen.getAllByText(/Not yet playable/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Start/ })).not.toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe(
      '#/rules/unbuilt',
    );
  });
});
