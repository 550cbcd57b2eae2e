// Issue 24 item 4: two games with one id in the old single `sessions` record. The first is
// listed as a saved game; the second is not lost: the saved-games screen lists it as damaged and
// its Download gives back exactly the stored copy.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../../src/app/saved/SavedGamesScreen';
import { GAME_IDS } from '../../../src/games/registry';
import type { Session } from '../../../src/kit/session';
import { OLD_KEY } from '../../../src/store/gameRecords';
import { useSessions } from '../../../src/store/sessions';
import { writeRaw } from '../../store/helpers';

const fixture = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../fixtures/saves/sessions-v1.json'), 'utf8'),
) as { v: 1; data: { sessions: Session[] } };

describe('issue 24 item 4: a second game with the same id in the old record', () => {
  it('is listed as damaged and its Download gives the stored copy back unchanged', async () => {
    const first = { ...fixture.data.sessions[0]!, id: 'twice' };
    const second = { ...first, seed: 4242 };
    await writeRaw(OLD_KEY, { v: 1, data: { sessions: [first, second] } });
    await act(() => useSessions.getState().load(GAME_IDS));

    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (files.push(b), 'blob:test'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<SavedGamesScreen />);

    // the first copy is a saved game to open (a finished one), the second a damaged one to download
    expect(screen.getAllByRole('link', { name: 'Open' })).toHaveLength(1);
    const item = screen.getByRole('listitem', { name: /Damaged game/ });
    await user.click(within(item).getByRole('button', { name: 'Download it' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(files).toHaveLength(1);
    expect(JSON.parse(await files[0]!.text())).toEqual(second);
    click.mockRestore();
  });
});
