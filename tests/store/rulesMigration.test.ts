// Issue 12 item 3: a saved game whose game's rules version changed is carried forward by the
// game's migration steps, in order, or — when no step is written, a step fails, or the game was
// saved under newer rules — kept aside as damaged with the reason, its record byte for byte,
// and never dropped by a later save. The fixture is a game of the test game ('fake', whose
// actions are { seat, add }) written under rules version 1, as today's code stores it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrateLog, RulesVersionError, type RulesMigration } from '../../src/kit/rulesMigration';
import { gameKey } from '../../src/store/gameRecords';
import { useSessions } from '../../src/store/sessions';
import { flushWrites, freshStorage, readRaw, writeRaw } from './helpers';
import { resetStores } from './resetStores';

const FIXTURE_TEXT = readFileSync(
  resolve(import.meta.dirname, '../fixtures/rules/fake-game-rules-v1.json'),
  'utf8',
);
const fixture = () => JSON.parse(FIXTURE_TEXT) as Record<string, unknown> & { id: string };
const ID = fixture().id;
const seats = [
  { name: 'Ann', colour: 0, who: 'person', where: 'this-phone' as const },
  { name: 'Bob', colour: 1, who: 'person', where: 'this-phone' as const },
];

/** v1 → v2: the action field `add` is renamed `step`. */
const renameAdd: RulesMigration = {
  from: 1,
  migrate: (log) => ({
    ...log,
    actions: log.actions.map((a) => {
      const { add, ...rest } = a as typeof a & { add: number };
      return { ...rest, step: add };
    }),
  }),
};
/** v2 → v3: the target moves into `goal`. */
const renameTarget: RulesMigration = {
  from: 2,
  migrate: (log) => {
    const { target, ...rest } = log.config as { target: number };
    return { ...log, config: { ...rest, goal: target } };
  },
};

const fake = (rulesVersion: number, steps?: readonly RulesMigration[]) => ({
  id: 'fake',
  rulesVersion,
  ...(steps ? { migrations: () => Promise.resolve(steps) } : {}),
});

function restart(): void {
  resetStores();
}

beforeEach(() => freshStorage());

describe('migrateLog (kit): the steps a game writes, run in order', () => {
  const log = { config: { target: 5 }, seed: 7, seats, actions: [{ seat: 0, add: 1 }] };

  it('runs every step from the stored version to the current one, in order, whatever order they are listed in', () => {
    expect(migrateLog(log, 1, 3, [renameTarget, renameAdd])).toEqual({
      config: { goal: 5 },
      seed: 7,
      seats,
      actions: [{ seat: 0, step: 1 }],
    });
    expect(migrateLog(log, 2, 3, [renameTarget, renameAdd]).actions).toEqual([{ seat: 0, add: 1 }]);
  });

  it('refuses with a reason when a step is missing, fails, or the log is from newer rules; the log given is unchanged', () => {
    const before = structuredClone(log);
    const problem = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as RulesVersionError).problem;
      }
      return null;
    };
    expect(problem(() => migrateLog(log, 1, 3, [renameAdd]))).toEqual({
      code: 'rules-no-migration',
      from: 2,
      to: 3,
    });
    const throws: RulesMigration = {
      from: 1,
      migrate: (l) => {
        l.actions.length = 0;
        throw new Error('cannot read plan');
      },
    };
    expect(problem(() => migrateLog(log, 1, 2, [throws]))).toEqual({
      code: 'rules-migration-failed',
      from: 1,
      to: 2,
      detail: 'cannot read plan',
    });
    expect(problem(() => migrateLog(log, 4, 2, []))).toEqual({ code: 'rules-newer', from: 4, to: 2 });
    expect(log).toEqual(before);
  });
});

describe('reading saved games after a rules change', () => {
  it('a game of rules version 1 is migrated to version 3 when the steps are written, and written back', async () => {
    await writeRaw(gameKey(ID), fixture());
    await useSessions.getState().load([fake(3, [renameAdd, renameTarget])]);
    expect(useSessions.getState().sessions[ID]).toMatchObject({ gameId: 'fake', moves: 3 });
    const s = await useSessions.getState().readSession(ID);
    expect(s?.rulesVersion).toBe(3);
    expect(s?.config).toEqual({ players: 2, goal: 5 });
    expect(s?.actions).toEqual([
      { seat: 0, step: 1 },
      { seat: 1, step: 1 },
      { seat: 0, step: 1 },
    ]);
    expect(useSessions.getState().damaged).toEqual([]);
    await flushWrites();
    expect(await readRaw(gameKey(ID))).toMatchObject({ rulesVersion: 3, config: { players: 2, goal: 5 } });
    // read again: already at version 3, nothing more to run
    restart();
    await useSessions.getState().load([fake(3, [])]);
    expect((await useSessions.getState().readSession(ID))?.actions[0]).toEqual({ seat: 0, step: 1 });
  });

  it('without a written step the game is damaged with the reason, kept byte for byte, survives a save, and is migrated once a step exists', async () => {
    await writeRaw(gameKey(ID), fixture());
    await useSessions.getState().load([fake(2)]);
    expect(useSessions.getState().sessions[ID]).toBeUndefined();
    const [damaged] = useSessions.getState().damaged;
    expect(damaged?.id).toBe(ID);
    expect(damaged?.problem).toEqual({ code: 'rules-no-migration', from: 1, to: 2 });
    expect(JSON.parse(damaged!.text)).toEqual(fixture());

    // another game is played and saved: the damaged record stays exactly as it was
    useSessions.getState().create('fake', { players: 2, target: 5 }, seats, 1);
    await flushWrites();
    expect(await readRaw(gameKey(ID))).toEqual(fixture());

    // an update brings the missing step: the game comes back
    restart();
    await useSessions.getState().load([fake(2, [renameAdd])]);
    expect((await useSessions.getState().readSession(ID))?.rulesVersion).toBe(2);
    expect(useSessions.getState().damaged).toEqual([]);
  });

  it('a step that throws keeps the game aside with the error, untouched', async () => {
    await writeRaw(gameKey(ID), fixture());
    const broken: RulesMigration = {
      from: 1,
      migrate: () => {
        throw new Error('unknown card');
      },
    };
    await useSessions.getState().load([fake(2, [broken])]);
    expect(useSessions.getState().damaged[0]?.problem).toEqual({
      code: 'rules-migration-failed',
      from: 1,
      to: 2,
      detail: 'unknown card',
    });
    await flushWrites();
    expect(await readRaw(gameKey(ID))).toEqual(fixture());
  });

  it('a game saved under newer rules than this app has is listed as damaged ("update the app") and left as stored', async () => {
    await writeRaw(gameKey(ID), { ...fixture(), rulesVersion: 5 });
    await useSessions.getState().load([fake(1)]);
    expect(useSessions.getState().damaged[0]?.problem).toEqual({ code: 'rules-newer', from: 5, to: 1 });
    await flushWrites();
    expect(await readRaw(gameKey(ID))).toEqual({ ...fixture(), rulesVersion: 5 });
  });

  it('a new game records the rules version it is played under', async () => {
    await useSessions.getState().load([fake(4)]);
    const id = useSessions.getState().create('fake', { players: 2, target: 5 }, seats, 1);
    await flushWrites();
    expect(await readRaw(gameKey(id))).toMatchObject({ rulesVersion: 4 });
  });
});
