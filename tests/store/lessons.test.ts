// Which lessons each person has had (issue 34): kept by player name in one IndexedDB record beside
// the settings, read back field by field; what cannot be read is dropped, never thrown at a game.
import { beforeEach, describe, expect, it } from 'vitest';
import { lessonsSpec, restoreLessons, useLessons } from '../../src/store/lessons';
import { useStorageStatus } from '../../src/store/storageStatus';
import { flushWrites, freshStorage, readRaw, writeRaw } from './helpers';

beforeEach(() => {
  freshStorage();
  useLessons.setState(useLessons.getInitialState(), true);
});

describe('issue 34: lessons remembered by player name', () => {
  it('issue 34: a lesson marked for two people is read back after a restart, for those two only, whatever the case of the name', async () => {
    await useLessons.getState().load();
    useLessons.getState().mark(['Anna', 'Boris'], 'village-pillage', 'plan-neighbours', 'taught');
    useLessons.getState().mark(['Boris'], 'village-pillage', 'colours', 'known');
    await flushWrites();
    useLessons.setState(useLessons.getInitialState(), true);
    await useLessons.getState().load();
    const had = useLessons.getState().had;
    expect(had('anna', 'village-pillage', 'plan-neighbours')).toBe(true);
    expect(had('Anna', 'village-pillage', 'colours')).toBe(false);
    expect(had('BORIS', 'village-pillage', 'colours')).toBe(true);
    expect(had('Dana', 'village-pillage', 'plan-neighbours')).toBe(false);
    // the same lesson id in another game is another lesson
    expect(had('Anna', 'saboteur', 'plan-neighbours')).toBe(false);
    expect(((await readRaw(lessonsSpec.key)) as { v: number }).v).toBe(1);
  });

  it('issue 34: a mark made before the record is read does not write over the people already in it', async () => {
    await writeRaw('lessons', { v: 1, data: { people: { anna: { 'village-pillage/colours': 'taught' } } } });
    useLessons.getState().mark(['Dana'], 'village-pillage', 'colours', 'taught');
    await useLessons.getState().load();
    await flushWrites();
    useLessons.setState(useLessons.getInitialState(), true);
    await useLessons.getState().load();
    expect(useLessons.getState().had('Anna', 'village-pillage', 'colours')).toBe(true);
    expect(useLessons.getState().had('Dana', 'village-pillage', 'colours')).toBe(true);
  });

  it('issue 34: stored entries that are not lessons are dropped field by field; a record that is no object is kept aside', async () => {
    const people = restoreLessons({
      people: {
        ' Anna ': { 'village-pillage/colours': 'taught', 'bad id': 'taught', 'saboteur/x': 'maybe' },
        '': { 'village-pillage/colours': 'taught' },
        Boris: 'nope',
      },
    }).people;
    expect(people).toEqual({ anna: { 'village-pillage/colours': 'taught' } });
    expect(() => restoreLessons([])).toThrow();
    await writeRaw('lessons', { v: 1, data: 'garbage' });
    await useLessons.getState().load();
    expect(useLessons.getState().loaded).toBe(true);
    expect(useLessons.getState().people).toEqual({});
    expect(useStorageStatus.getState().quarantined.map((q) => q.of)).toContain('lessons');
  });

  it('issue 34 item 5: the lessons shown in a game are kept for its summary, read back after a restart, bad lines dropped', async () => {
    await useLessons.getState().load();
    const shown = {
      sessionId: 'game-1',
      section: 'Village Pillage §6',
      text: 'Play one card to each neighbour.',
    };
    useLessons.getState().mark(['Anna', 'Boris'], 'village-pillage', 'plan-neighbours', 'taught', shown);
    useLessons
      .getState()
      .mark(['Anna'], 'village-pillage', 'colours', 'known', { ...shown, section: 'Village Pillage §2' });
    await flushWrites();
    useLessons.setState(useLessons.getInitialState(), true);
    await useLessons.getState().load();
    expect(useLessons.getState().games['game-1']).toEqual([
      {
        id: 'plan-neighbours',
        section: 'Village Pillage §6',
        text: shown.text,
        names: ['Anna', 'Boris'],
        end: 'taught',
      },
      { id: 'colours', section: 'Village Pillage §2', text: shown.text, names: ['Anna'], end: 'known' },
    ]);
    const games = restoreLessons({
      people: {},
      games: {
        'game-2': [{ id: 'Bad Id', section: 'Village Pillage §1', text: 'x', names: [] }, 'nope'],
        'game 3': [],
      },
    }).games;
    expect(games).toEqual({ 'game-2': [] });
  });
});
