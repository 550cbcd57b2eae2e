// Issue 12 item 6: the settings screen shows how much is stored and whether the browser keeps
// it (persistent), from navigator.storage; with no Storage API the section is left out.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageUsage } from '../../src/app/settings/StorageUsage';
import { useSettings } from '../../src/store/settings';

const real = Object.getOwnPropertyDescriptor(navigator, 'storage');

function fakeStorage(usage: number, quota: number, persisted: boolean) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage, quota }), persisted: async () => persisted },
  });
}

afterEach(() => {
  if (real) Object.defineProperty(navigator, 'storage', real);
  else delete (navigator as { storage?: unknown }).storage;
});

describe('settings: storage section', () => {
  it('shows the bytes stored of the quota and that the data is persistent (English)', async () => {
    useSettings.setState({ lang: 'en' });
    fakeStorage(1536, 10 * 1024 * 1024, true);
    render(<StorageUsage />);
    expect((await screen.findByText(/^Stored:/)).textContent).toBe('Stored: 1.5 KB of 10 MB available');
    expect(screen.getByText(/persistent/).textContent).toBe('The browser keeps this data (persistent).');
  });
  it('says in Russian, with Russian units, when the browser may clear the data (not persistent)', async () => {
    useSettings.setState({ lang: 'ru' });
    fakeStorage(0, 2 * 1024 * 1024 * 1024, false);
    render(<StorageUsage />);
    expect((await screen.findByText(/^Занято:/)).textContent).toBe('Занято: 0 Б из доступных 2 ГБ');
    expect(screen.getByText(/не постоянное/).textContent).toBe(
      'Браузер может стереть эти данные, когда мало места (хранение не постоянное).',
    );
  });
  it('leaves the section out where the browser has no Storage API', () => {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: undefined });
    const { container } = render(<StorageUsage />);
    expect(container.querySelector('.settings-storage')).not.toBeInTheDocument();
  });
});
