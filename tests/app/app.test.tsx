import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';

// the service worker registration is a Vite virtual module that only exists in a build
vi.mock('../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));
vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

describe('app routes', () => {
  it('shows home at start and each other screen, loaded on demand, from its hash', async () => {
    render(<App />);
    expect(screen.getAllByRole('heading', { name: 'Pocket Table' })).toHaveLength(1);
    for (const [hash, heading] of [
      ['#/settings', 'Settings'],
      ['#/saved', 'Saved games'],
      ['#/rules/fake', 'Rules: Fake Game'],
      ['#/new/fake', 'New game: Fake Game'],
    ]) {
      await act(async () => {
        window.location.hash = hash as string;
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(await screen.findAllByRole('heading', { name: heading })).toHaveLength(1);
    }
  });
});
