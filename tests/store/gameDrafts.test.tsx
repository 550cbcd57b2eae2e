// Issue 29 follow-up: what a screen keeps per saved game in the browser's storage (the Village
// Pillage companion's draft entry: cards entered for a round, draftStore.ts) goes with the game.
// A deleted game leaves nothing of itself behind; another game's draft is untouched.
import { beforeEach, describe, expect, it } from 'vitest';
import { companion } from '../../src/games/village-pillage/rules';
import { writeDrafts } from '../../src/games/village-pillage/ui/companion/draftStore';
import { GAME_IDS } from '../../src/games/registry';
import { useSessions } from '../../src/store/sessions';
import { flushWrites, freshStorage } from './helpers';

const seats = ['Ann', 'Bob', 'Cid'].map((name, colour) => ({
  name,
  colour,
  who: 'person',
  where: 'this-phone' as const,
}));
const draftKey = (id: string) => `vpc-draft:${id}`;

function gameWithDraft(): string {
  const id = useSessions
    .getState()
    .create('village-pillage', companion.defaultConfig(3), seats, 5, 'companion');
  writeDrafts(id, 1, 0, [{ left: 'farmer', right: 'wall' }, null, null]);
  expect(localStorage.getItem(draftKey(id))).not.toBeNull();
  return id;
}

beforeEach(async () => {
  localStorage.clear();
  freshStorage();
  await useSessions.getState().load(GAME_IDS);
});

describe('issue 29 follow-up: a deleted game takes its VP companion draft entry with it', () => {
  it('deleting one saved game removes its draft; another game keeps its own', async () => {
    const gone = gameWithDraft();
    const kept = gameWithDraft();
    useSessions.getState().remove(gone);
    await flushWrites();
    expect(localStorage.getItem(draftKey(gone))).toBeNull();
    expect(localStorage.getItem(draftKey(kept))).not.toBeNull();
  });

  it('deleting several saved games at once removes each one’s draft', async () => {
    const a = gameWithDraft();
    const b = gameWithDraft();
    useSessions.getState().removeMany([a, b]);
    expect(localStorage.getItem(draftKey(a))).toBeNull();
    expect(localStorage.getItem(draftKey(b))).toBeNull();
  });

  it('a game replaced by an imported copy drops the draft of the game it replaced', async () => {
    const id = gameWithDraft();
    const copy = await useSessions.getState().readSession(id);
    expect(copy).not.toBeNull();
    useSessions.getState().importSessions([copy!], true);
    expect(localStorage.getItem(draftKey(id))).toBeNull();
  });
});
