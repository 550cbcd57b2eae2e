import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RulesScreen } from '../../src/app/rules/RulesScreen';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

describe('rules reference', () => {
  it("renders the game's own rules page", async () => {
    render(<RulesScreen gameId="fake" />);
    expect(await screen.findAllByText('Fake rules page')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Rules: Fake Game' })).toHaveLength(1);
  });

  it('says so while a game has no rules page yet', async () => {
    render(<RulesScreen gameId="unbuilt" />);
    expect(await screen.findAllByText('The rules reference for this game is not written yet.')).toHaveLength(
      1,
    );
  });

  it('says so for a game that does not exist', () => {
    render(<RulesScreen gameId="nope" />);
    expect(screen.getAllByText('There is no such game in this app.')).toHaveLength(1);
  });
});
