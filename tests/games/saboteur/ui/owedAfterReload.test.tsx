// The UX principles: "A private result still owed to someone (a swapped role, an inspection) is kept and shown
// to them behind their handoff after any reload." Full Saboteur game (Deluxe), one phone: a result
// not yet seen when the game is closed (a reload, Menu → Home → Continue) comes back behind its
// person's handoff; once seen, it is not asked for again.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/saboteur/rules';
import type { ActionCardId, Config } from '../../../../src/games/saboteur/rules/types';
import { useSettings } from '../../../../src/store/settings';
import { resetStores } from '../../../store/resetStores';
import { playedBy } from '../../../support/gameHarness';
import { sab } from './throughStore';
import { confirmHandoff, pressArmed } from '../../../support/freshPress';

beforeEach(() => {
  useSettings.setState({ lang: 'en' });
  localStorage.clear();
  sessionStorage.clear();
});

const config: Config = { mode: 'deluxe', players: 4, firstPlayer: 0 };
const PEOPLE = ['person', 'person', 'person', 'person'].map(playedBy);

/** A seed whose first seat (Ann) holds `card` in round 1. */
function seedWith(card: ActionCardId): number {
  for (let seed = 1; seed < 2000; seed++) if (rules.setup(config, seed).hands[0]!.includes(card)) return seed;
  throw new Error(`no seed deals ${card} to seat 0`);
}

/** Ann plays `card` on `target` through the store, then the game is closed and opened again. */
function playThenReload(card: ActionCardId, target: number): void {
  resetStores();
  sab.open({
    config,
    seats: PEOPLE,
    seed: seedWith(card),
    actions: [{ type: 'play', seat: 0, card, targetSeat: target }],
  });
  sab.reopen();
  sab.renderScreen();
}

describe('the UX principles: a private result still owed is shown to its person after a reload (full Deluxe game)', () => {
  it('Swap your hats: the new role is owed to its target, behind their handoff, after a reload; not twice', async () => {
    const user = userEvent.setup();
    playThenReload('swap-hats', 2);
    expect(screen.getByText('Your hat was swapped: see your new role')).toBeInTheDocument();
    expect(screen.queryByText('Your new role:')).not.toBeInTheDocument();
    await confirmHandoff(user, 'Cid');
    expect(screen.getByText('Your new role:')).toBeInTheDocument();
    await pressArmed(user, screen.getByRole('button', { name: 'Done — hand the phone to Bob' }));
    // seen: another reload goes straight to Bob's turn
    cleanup();
    sab.reopen();
    sab.renderScreen();
    expect(screen.getByRole('button', { name: 'I am Bob' })).toBeInTheDocument();
    expect(screen.queryByText('Your hat was swapped: see your new role')).not.toBeInTheDocument();
  });

  it('Inspection: the role seen is owed to the inspector, behind their handoff, after a reload', async () => {
    const user = userEvent.setup();
    playThenReload('inspection', 1);
    expect(screen.getByRole('button', { name: 'I am Ann' })).toBeInTheDocument();
    expect(screen.queryByText('Bob’s role is:')).not.toBeInTheDocument();
    await confirmHandoff(user, 'Ann');
    expect(screen.getByText('Bob’s role is:')).toBeInTheDocument();
  });
});
