// Issue 22 "done when": adding a mode to a game stays inside that game's folder. Tiny Race's
// second mode (tiny-race/companion.ts, rules/companion.ts, ui/CompanionScreen.tsx and one
// `modes` entry in its index.ts) needs no line of the shell: the new-game screen asks how to
// play (one tap, remembered), seats follow the mode (people only, 2–3), a saved game records
// its mode and reopens in it, export and import keep it, a rematch stays in it.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { readSaveFile } from '../../src/app/saved/readSaveFile';
import { SaveFileError, serializeSaves } from '../../src/app/saved/saveFile';
import { useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';
import { useHistory } from '../../src/store/history';
import { tinyRace } from './tiny-race';
import { GuestGame } from '../../src/app/multi/GuestGame';
import { useGuest } from '../../src/app/multi/netGuest';
import { encodeMessage } from '../../src/kit/net/protocol';

vi.mock('../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));
vi.mock('../../src/games/registry', async () => await import('./registry'));

async function go(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}
const SLOW = { timeout: 10_000 };

describe('a mode of the fourth game', () => {
  it('is declared in its own folder only: the registry and the shell never name it', () => {
    expect(tinyRace.modes.map((m) => m.id)).toEqual(['app', 'companion']);
    const registry = readFileSync(join(__dirname, 'registry.ts'), 'utf8');
    expect(registry).not.toMatch(/companion/);
  });

  it('the new-game screen asks how to play first; one tap starts the form in that mode and is remembered', async () => {
    const user = userEvent.setup();
    render(<App />);
    await go('#/new/tiny-race');
    expect(await screen.findByRole('heading', { name: 'How will you play?' }, SLOW)).toBeInTheDocument();
    const choices = screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(choices).toEqual([
      'Play in the appEverything on the phone: cards, moves and scoring',
      'With the boxPawns on the real board; the app keeps turns',
    ]);
    await user.click(screen.getByRole('button', { name: /^With the box/ }));
    // the form in that mode: its player counts (2–3) and seat kinds (people only)
    expect(await screen.findByText('With the box', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('This game needs 2–3 seats.')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bot' })).not.toBeInTheDocument();
    expect(useSettings.getState().modes['tiny-race']).toBe('companion');
    // remembered: the next new game of it opens in that mode, without the question
    await go('#/');
    await go('#/new/tiny-race');
    expect(await screen.findByText('With the box', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How will you play?' })).not.toBeInTheDocument();
    // changeable on that screen: the question again, the current choice marked
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: /^With the box/, pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Play in the app/ }));
    expect(await screen.findByText('Play in the app', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('This game needs 2–4 seats.')).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'Bot' }).length).toBeGreaterThan(0);
    expect(useSettings.getState().modes['tiny-race']).toBe('app');
  }, 60_000);

  it('a route may carry the mode; a saved game records it, reopens in it, and a rematch keeps it', async () => {
    const user = userEvent.setup();
    render(<App />);
    await go('#/new/tiny-race/companion');
    await user.click(await screen.findByRole('button', { name: /^Start/ }, SLOW));
    expect(
      await screen.findByRole('heading', { name: 'Player 1 moves a pawn on the board' }, SLOW),
    ).toBeTruthy();
    const id = useSessions.getState().open!.id;
    expect(useSessions.getState().sessions[id]).toMatchObject({ gameId: 'tiny-race', mode: 'companion' });
    await user.click(screen.getByRole('button', { name: 'Moved' }));
    // resume: home, then the game again, with the mode's parts
    await go('#/');
    expect(await screen.findByText('With the box', { selector: '.mode-tag' }, SLOW)).toBeInTheDocument();
    await go(`#/play/${id}`);
    expect(
      await screen.findByRole('heading', { name: 'Player 2 moves a pawn on the board' }, SLOW),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reached the goal' }));
    expect(await screen.findAllByRole('heading', { name: 'Final ranking' }, SLOW)).toHaveLength(1);
    // its result is kept in the history like any other, noting the mode
    await vi.waitFor(() => expect(useHistory.getState().games[id]?.mode).toBe('companion'));
    await user.click(
      within(screen.getByRole('region', { name: 'Final ranking' })).getByRole('button', { name: 'Rematch' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Player 1 moves a pawn on the board' }, SLOW),
    ).toBeTruthy();
    expect(useSessions.getState().sessions[useSessions.getState().open!.id]?.mode).toBe('companion');
  }, 60_000);

  it("a guest phone told the mode loads that mode's parts, the same screen as the host", async () => {
    const seats = ['Ann', 'Bob'].map((name, colour) => ({
      name,
      colour,
      who: 'person',
      where: 'this-phone' as const,
    }));
    useGuest.setState({ status: 'playing', game: null, state: null, refused: null });
    useGuest.getState().receive(
      encodeMessage({
        v: 1,
        t: 'game',
        gameId: 'tiny-race',
        mode: 'companion',
        sessionId: 'guest-box',
        seats,
        config: { players: 2 },
        yours: [1],
      }),
    );
    const table = { turn: 1, moves: 1, winner: null, ranking: null };
    useGuest.getState().receive(
      encodeMessage({
        v: 1,
        t: 'state',
        seq: 1,
        table,
        seats: [{ seat: 1, view: table }],
        waitingFor: [1],
        away: [],
      }),
    );
    render(<GuestGame rejoin={() => {}} />);
    expect(
      await screen.findByRole('heading', { name: 'Bob moves a pawn on the board' }, SLOW),
    ).toBeInTheDocument();
  });

  it('export and import keep the mode; an import in a mode the game does not have is refused, saying so', async () => {
    const base = {
      version: 1,
      gameId: 'tiny-race',
      config: { players: 2 },
      seed: 3,
      seats: [
        { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
        { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
      ],
      createdAt: 1,
      updatedAt: 2,
      finished: false,
    };
    const saved = { ...base, id: 'box-1', mode: 'companion', actions: [{ type: 'moved', seat: 0 }] };
    const file = (s: object) => new File([serializeSaves([s as never])], 'saves.json');
    const back = await readSaveFile(file(saved), 'en');
    expect(back.sessions[0]).toMatchObject({ id: 'box-1', mode: 'companion', finished: false });
    // the mode's own rules replay it: 'moved' is no action of the app mode
    await expect(readSaveFile(file({ ...saved, mode: undefined }), 'en')).rejects.toBeInstanceOf(
      SaveFileError,
    );
    const wrong = await readSaveFile(file({ ...saved, mode: 'boxes' }), 'en').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(SaveFileError);
    expect((wrong as SaveFileError).params).toMatchObject({ part: 'importPart_mode' });
    // people only with the box: a bot seat does not fit that mode
    const bot = {
      ...saved,
      seats: [base.seats[0], { name: 'Bot', colour: 1, who: 'easy', where: 'this-phone' as const }],
    };
    expect(
      ((await readSaveFile(file(bot), 'en').catch((e: unknown) => e)) as SaveFileError).params,
    ).toMatchObject({
      part: 'importPart_seatKind',
    });
  });
});
