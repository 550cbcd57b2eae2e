// Issue 32, first screen: the settings store, the other screens' routes and the overlays are not
// in the first chunk; they arrive once home is up, and from then on the app behaves as before.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { useSettings } from '../../src/store/settings';

vi.mock('../../src/app/pwa/UpdatePrompt', () => ({ UpdatePrompt: () => null }));
vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

describe('issue 32 first screen: what loads after home', () => {
  it('the theme and the page language follow the settings once home is up', async () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Pocket Table' })).toBeInstanceOf(HTMLHeadingElement);
    act(() => useSettings.getState().update({ theme: 'dark', lang: 'ru' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'), { timeout: 8000 });
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    act(() => useSettings.getState().update({ theme: 'light', lang: 'en' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
