import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RulesScreen } from '../../src/app/rules/RulesScreen';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

describe('rules reference', () => {
  it("renders the game's own rules page", async () => {
    render(<RulesScreen gameId="fake" />);
    expect(await screen.findByText('Fake rules page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rules: Fake Game' })).toBeTruthy();
  });

  it('says so while a game has no rules page yet', async () => {
    render(<RulesScreen gameId="unbuilt" />);
    expect(await screen.findByText('The rules reference for this game is not written yet.')).toBeTruthy();
  });

  it('says so for a game that does not exist', () => {
    render(<RulesScreen gameId="nope" />);
    expect(screen.getByText('There is no such game in this app.')).toBeTruthy();
  });
});
