// Issue 12 item 3: a saved game kept aside after its game's rules changed says why in the
// person's language, and stays downloadable (the record exactly as stored).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DamagedGameItem } from '../../src/app/saved/DamagedGameItem';
import type { DamagedGame } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';

const stored = '{"id":"g1","gameId":"fake","actions":[{"seat":0,"add":1}]}';
const item: DamagedGame = {
  id: 'g1',
  reason: 'rules-no-migration: rules version 1 → 2',
  text: stored,
  problem: { code: 'rules-no-migration', from: 1, to: 2 },
};

describe('a game kept aside after a rules change', () => {
  it('says in Russian and in English that it was played under older rules and cannot be carried over', () => {
    useSettings.setState({ lang: 'ru' });
    const { unmount } = render(<DamagedGameItem item={item} onDelete={() => {}} />);
    expect(screen.getByText(/сыграна по старой версии правил этой игры \(1, сейчас 2\)/)).toBeVisible();
    unmount();
    useSettings.setState({ lang: 'en' });
    render(<DamagedGameItem item={item} onDelete={() => {}} />);
    expect(screen.getByText(/older version of this game’s rules \(1; now 2\)/)).toBeVisible();
  });

  it('a game from newer rules asks for an update; download gives the stored record unchanged', async () => {
    useSettings.setState({ lang: 'en' });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    render(
      <DamagedGameItem
        item={{ ...item, problem: { code: 'rules-newer', from: 3, to: 2 } }}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByText(/Update the app to open it/)).toHaveTextContent('(3; this app has 2)');
    await userEvent.click(screen.getByRole('button', { name: 'Download it' }));
    expect(await blobs[0]!.text()).toBe(stored);
  });
});
