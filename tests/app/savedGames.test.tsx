import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedGamesScreen } from '../../src/app/saved/SavedGamesScreen';
import { serializeSaves } from '../../src/app/saved/saveFile';
import type { Session } from '../../src/kit/session';
import { useSessions } from '../../src/store/sessions';
import { useSettings } from '../../src/store/settings';

vi.mock('../../src/games/registry', async () => await import('./fakeRegistry'));

const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];

function session(id: string, actions: number, extra: Partial<Session> = {}): Session {
  return {
    version: 1,
    id,
    gameId: 'fake',
    config: { players: 2, target: 5 },
    seed: 7,
    actions: Array.from({ length: actions }, (_, i) => ({ seat: i % 2, add: 1 })),
    seats,
    createdAt: Date.UTC(2025, 0, 2, 10),
    updatedAt: Date.UTC(2025, 0, 3, 12),
    finished: false,
    ...extra,
  };
}

function seed(...list: Session[]) {
  useSessions.setState({ loaded: true });
  useSessions.getState().importSessions(list, true);
}

let blobs: Blob[];
let downloads: string[];
beforeEach(() => {
  blobs = [];
  downloads = [];
  URL.createObjectURL = vi.fn((b: Blob) => {
    blobs.push(b);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const fileInput = () => screen.getByLabelText('Import from file') as HTMLInputElement;
const asFile = (text: string) => new File([text], 'saves.json', { type: 'application/json' });

describe('saved games: list', () => {
  it('shows each game with its seats, moves, whether it is finished and when it was last played', () => {
    seed(session('g1', 3), session('g2', 5, { finished: true, updatedAt: Date.UTC(2025, 0, 1) }));
    render(<SavedGamesScreen />);
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('saved-item'));
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getAllByText('Fake Game')).toHaveLength(1);
    expect(within(first).getAllByText('Ann')).toHaveLength(1);
    expect(within(first).getAllByText(/3 moves/)).toHaveLength(1);
    expect(within(first).getAllByText('in progress')).toHaveLength(1);
    expect(within(first).getAllByText(/Last played Jan 3, 2025/)).toHaveLength(1);
    expect(within(items[1] as HTMLElement).getAllByText('finished')).toHaveLength(1);
    expect(within(first).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe('#/play/g1');
  });
});

describe('saved games: delete', () => {
  it('deletes only after the confirmation, and cancel keeps the game', async () => {
    seed(session('g1', 3));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getAllByText('Delete this game? It cannot be brought back.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(Object.keys(useSessions.getState().sessions)).toContain('g1');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen
      .getByText('Delete this game? It cannot be brought back.')
      .closest('dialog') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(useSessions.getState().sessions.g1).toBeUndefined();
    expect(screen.getAllByText('No saved games yet.')).toHaveLength(1);
  });
});

describe('saved games: export', () => {
  it('exports one game as a pocket-table saves file holding just that game', async () => {
    seed(session('g1', 3), session('g2', 1, { updatedAt: 1 }));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.click(screen.getAllByRole('button', { name: 'Export' })[0] as HTMLElement);
    await waitFor(() => expect(blobs).toHaveLength(1));
    const file = JSON.parse(await (blobs[0] as Blob).text());
    expect(file).toMatchObject({ app: 'pocket-table', kind: 'saves', version: 1 });
    expect(file.sessions.map((s: Session) => s.id)).toEqual(['g1']);
    expect(file.sessions[0].actions).toHaveLength(3);
    expect(downloads[0]).toMatch(/^pocket-table-fake-\d{4}-\d\d-\d\d\.json$/);
  });

  it('exports all games in one file', async () => {
    seed(session('g1', 3), session('g2', 1, { updatedAt: 1 }));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    // the logs are read from storage (the list holds summaries), then the file is written
    await waitFor(() => expect(blobs).toHaveLength(1));
    const file = JSON.parse(await (blobs[0] as Blob).text());
    expect(file.sessions.map((s: Session) => s.id)).toEqual(['g1', 'g2']);
    expect(downloads[0]).toMatch(/^pocket-table-saves-/);
  });
});

describe('saved games: import', () => {
  it.each([
    ['text that is not JSON', 'not json {', /is not JSON text/],
    [
      'a JSON file of another app',
      JSON.stringify({ app: 'other', sessions: [] }),
      /holds no Pocket Table saves/,
    ],
    [
      'a game of an unknown game',
      serializeSaves([session('x1', 0, { gameId: 'chess' })]),
      /game 1 in it is damaged: it is a game this app does not know/,
    ],
    [
      'a log the rules cannot replay',
      serializeSaves([session('x1', 2, { actions: [{ seat: 1 }] as Session['actions'] })]),
      /game 1 \(Fake Game\) cannot be replayed: its log has a move this version refuses \(not-your-turn\)/,
    ],
    [
      'a game whose screens and rules are not in this version',
      serializeSaves([session('x1', 0, { gameId: 'unbuilt' })]),
      /cannot be checked/,
    ],
    [
      'a file whose every game is refused (issue 33 item 4)',
      serializeSaves([
        session('x1', 0, { gameId: 'chess' }),
        session('x2', 2, { actions: [{ seat: 1 }] as Session['actions'] }),
      ]),
      /game 1 in it is damaged: it is a game this app does not know/,
    ],
  ])('refuses %s with a message naming the reason, and changes nothing', async (_what, text, reason) => {
    seed(session('g1', 3));
    const before = useSessions.getState().sessions;
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.upload(fileInput(), asFile(text));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/This file is not a Pocket Table save/);
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent(/Nothing was changed/);
    expect(useSessions.getState().sessions).toBe(before);
  });

  it('adds the games of a good file, marking finished the ones whose replay has an outcome', async () => {
    seed(session('g1', 3));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.upload(
      fileInput(),
      asFile(serializeSaves([session('n1', 1), session('n2', 5, { finished: false })])),
    );
    await screen.findByText(/Imported: 2 new, 0 replaced, 0 kept/);
    const all = useSessions.getState().sessions;
    expect(Object.keys(all).sort()).toEqual(['g1', 'n1', 'n2']);
    expect(all.n2?.finished).toBe(true);
    expect(all.n1?.finished).toBe(false);
  });

  it('replaces games that are already here only after the confirmation', async () => {
    seed(session('g1', 3));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const file = serializeSaves([session('g1', 1), session('n1', 0)]);

    await user.upload(fileInput(), asFile(file));
    await screen.findByText(/already here/);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await screen.findByText(/Imported: 1 new, 0 replaced, 1 kept/);
    expect(useSessions.getState().sessions.g1?.moves).toBe(3);

    // a newer copy (more moves) replaces the game here
    await user.upload(fileInput(), asFile(serializeSaves([session('g1', 5)])));
    await screen.findByText(/already here/);
    await user.click(screen.getByRole('button', { name: 'Keep the newer' }));
    await waitFor(() => expect(useSessions.getState().sessions.g1?.moves).toBe(5));
    expect((await useSessions.getState().readSession('g1'))?.actions).toHaveLength(5);
  });

  it('issue 33 item 3: the ask names both copies of each game here (moves, date) and which is newer; the default keeps the newer', async () => {
    seed(session('g1', 3), session('g2', 5));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const file = [
      session('g1', 1, { updatedAt: Date.UTC(2025, 0, 2, 12) }),
      session('g2', 7, { updatedAt: Date.UTC(2025, 0, 5, 12) }),
    ];
    await user.upload(fileInput(), asFile(serializeSaves(file)));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(/2 of these games are already here/);
    const [first, second] = within(ask).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Fake Game \(Ann, Bob\)/);
    expect(first).toHaveTextContent(
      /here: 3 moves, Jan 3, 2025.*in the file: 1 move, Jan 2, 2025.*yours is newer/,
    );
    expect(second).toHaveTextContent(
      /here: 5 moves, Jan 3, 2025.*in the file: 7 moves, Jan 5, 2025.*the file’s is newer/,
    );
    // the default (primary) choice keeps the newer of each: nothing else comes in
    const keepNewer = within(ask).getByRole('button', { name: 'Keep the newer' });
    expect(keepNewer).toHaveClass('btn-primary');
    await user.click(keepNewer);
    await screen.findByText(/Imported: 0 new, 1 replaced, 1 kept/);
    const all = useSessions.getState().sessions;
    expect(Object.keys(all).sort()).toEqual(['g1', 'g2']);
    expect([all.g1?.moves, all.g2?.moves]).toEqual([3, 7]);
  });

  it('issue 33 item 3: "Keep both" keeps each copy of a game here as a game of its own, older or newer', async () => {
    seed(session('g1', 3), session('g2', 5));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.upload(fileInput(), asFile(serializeSaves([session('g1', 1), session('g2', 7)])));
    await screen.findByText(/already here/);
    await user.click(screen.getByRole('button', { name: 'Keep both' }));
    await screen.findByText(/Imported: 2 new, 0 replaced, 0 kept/);
    const all = useSessions.getState().sessions;
    expect(Object.keys(all)).toHaveLength(4);
    expect([all.g1?.moves, all.g2?.moves]).toEqual([3, 5]);
    expect(
      Object.values(all)
        .map((s) => s.moves)
        .sort(),
    ).toEqual([1, 3, 5, 7]);
  });

  it('issue 33 item 3: with many games here the ask names the first few, then "and N more"', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    seed(...ids.map((id) => session(id, 2)));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.upload(fileInput(), asFile(serializeSaves(ids.map((id) => session(id, 4)))));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByRole('listitem')).toHaveLength(3);
    expect(ask).toHaveTextContent(/and 2 more/);
  });

  it('issue 33 item 3: the ask reads in Russian too, its dates in Russian', async () => {
    useSettings.setState({ lang: 'ru' });
    seed(session('g1', 3));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    await user.upload(
      screen.getByLabelText('Импорт из файла') as HTMLInputElement,
      asFile(serializeSaves([session('g1', 1)])),
    );
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(/Игр из файла, которые уже есть здесь: 1/);
    expect(within(ask).getByRole('listitem')).toHaveTextContent(
      /здесь: 3 хода, 3 янв\. 2025.*в файле: 1 ход, 3 янв\. 2025.*новее ваша/,
    );
    expect(within(ask).getByRole('button', { name: 'Оставить более новые' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Оставить обе' })).toBeInTheDocument();
  });

  it('issue 33 item 4: a backup with a malformed game, a game this app does not know and a log it cannot replay brings in the good ones and lists those three, each to download', async () => {
    seed(session('g1', 3));
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const malformed = { ...session('m1', 1), seed: 'seven' } as unknown as Session;
    const file = serializeSaves([
      session('n1', 1),
      malformed,
      session('x1', 0, { gameId: 'chess' }),
      session('n2', 2),
      session('r1', 2, { actions: [{ seat: 1 }] as Session['actions'] }),
    ]);
    await user.upload(fileInput(), asFile(file));
    await screen.findByText(/Imported: 2 new.*3 of the file’s games could not come in/);
    expect(Object.keys(useSessions.getState().sessions).sort()).toEqual(['g1', 'n1', 'n2']);
    const items = within(screen.getByTestId('import-refused')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^game 2 in it is damaged: its random seed is malformed/),
      expect.stringMatching(/^game 3 in it is damaged: it is a game this app does not know/),
      expect.stringMatching(/^game 5 \(Fake Game\) cannot be replayed/),
    ]);
    // each is kept to download, whole
    await user.click(within(items[0]!).getByRole('button', { name: 'Download it' }));
    await user.click(within(items[2]!).getByRole('button', { name: 'Download it' }));
    expect(JSON.parse(await blobs[0]!.text())).toEqual(malformed);
    expect(JSON.parse(await blobs[1]!.text())).toMatchObject({ id: 'r1', actions: [{ seat: 1 }] });
  });

  it('issue 33 item 4: a backup with one game of look-alike seats in one colour brings in the others and lists that one to download', async () => {
    const user = userEvent.setup();
    render(<SavedGamesScreen />);
    const doubtful = session('d1', 1, {
      seats: [
        { name: 'Anna', colour: 0, who: 'person', where: 'this-phone' as const },
        { name: '\u0410nna', colour: 0, who: 'person', where: 'this-phone' as const },
      ],
    });
    await user.upload(fileInput(), asFile(serializeSaves([session('n1', 1), doubtful, session('n2', 1)])));
    await screen.findByText(/1 of the file’s games could not come in/);
    expect(Object.keys(useSessions.getState().sessions).sort()).toEqual(['n1', 'n2']);
    const list = screen.getByTestId('import-refused');
    expect(list).toHaveTextContent(
      /game 2 in it is damaged: two of its seats have names nobody could tell apart/,
    );
    expect(within(list).getByRole('button', { name: 'Download it' })).toBeInTheDocument();
  });
});
