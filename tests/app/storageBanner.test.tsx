import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, get, keys, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageBanner } from '../../src/app/StorageBanner';
import { useStorageStatus } from '../../src/store/storageStatus';
import { useSettings } from '../../src/store/settings';
import { useSessions } from '../../src/store/sessions';

let blobs: Blob[];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:test'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Stores settings this version cannot read and loads them: they are kept aside. */
async function withUnreadableSettings() {
  const db = createStore('pocket-table', 'kv');
  await set('settings', { v: 1, data: 'not settings at all' }, db);
  await act(async () => {
    await useSettings.getState().load();
  });
  return db;
}

describe('storage banner', () => {
  it('shows nothing while storage is fine', () => {
    const { container } = render(<StorageBanner />);
    expect(container.textContent).toBe('');
  });

  it.each([
    ['unavailable', /Storage is not available .* games are not being saved/],
    ['full', /storage is full\. You can play, but this game is not being saved/],
    ['failing', /Saving failed\. You can play on, but the latest moves are not saved/],
  ] as const)('tells plainly when storage is %s', (health, text) => {
    render(<StorageBanner />);
    act(() => useStorageStatus.getState().report(health, 'detail'));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('keeps offering Try again while the saved games could not be read, even after another write worked (issue 24 item 7)', () => {
    render(<StorageBanner />);
    act(() => {
      useStorageStatus.getState().report('unavailable', 'read failed');
      useSessions.setState({ loaded: true, readState: 'failed' });
    });
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // a settings write that worked says storage is fine; the games are still not read
    act(() => useStorageStatus.getState().report('ok'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/saved games could not be read\. They are not deleted/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    act(() => useSessions.setState({ readState: 'ok' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides a dismissed fault until a different fault is reported', async () => {
    const user = userEvent.setup();
    render(<StorageBanner />);
    act(() => useStorageStatus.getState().report('failing'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useStorageStatus.getState().report('full'));
    expect(screen.getByRole('alert')).toHaveTextContent(/storage is full/);
  });

  it('offers unreadable stored data for download; Dismiss only hides it (issue 15 fault 5) and Delete asks first, saying what is lost', async () => {
    const db = await withUnreadableSettings();
    const user = userEvent.setup();
    render(<StorageBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be read\. It was kept aside/);
    expect(screen.getByRole('alert')).toHaveTextContent(/Settings and names/);

    await user.click(screen.getByRole('button', { name: 'Download it' }));
    expect(blobs).toHaveLength(1);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual({ v: 1, data: 'not settings at all' });

    const asideKeys = (await keys(db)).filter((k) => String(k).startsWith('quarantine:'));
    expect(asideKeys).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      /Delete this kept-aside data for good\? It could not be read by this version/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await get(asideKeys[0] as string, db)).toMatchObject({ key: 'settings' });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // hidden, not deleted: it is offered again on the next start
    expect(await get(asideKeys[0] as string, db)).toMatchObject({ key: 'settings' });
  });

  it('deletes kept-aside data only after the confirmation', async () => {
    const db = await withUnreadableSettings();
    const user = userEvent.setup();
    render(<StorageBanner />);
    const asideKeys = (await keys(db)).filter((k) => String(k).startsWith('quarantine:'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await get(asideKeys[0] as string, db)).toBeUndefined());
  });
});
