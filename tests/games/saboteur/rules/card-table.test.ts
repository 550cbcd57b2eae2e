// Issue 21 item 3: what a path card is called comes from the card table's name column (§2.2),
// once, for the screens' card names and the rules page's families; no screen reads it off the id.
import { describe, expect, it } from 'vitest';
import { PATH_CARDS, PATH_CARD_IDS } from '../../../../src/games/saboteur/rules';
import { RULES_REFERENCE } from '../../../../src/games/saboteur/rules/reference';

describe('§2.2 the card table names every path card by its kind', () => {
  it('a door with a dead-end stub is a door, a crystal with a stub a crystal, a tunnel with one a stub', () => {
    expect(PATH_CARDS['door-green-ns-stub-e']!.name).toBe('door-green');
    expect(PATH_CARDS['crystal-t-ew-n-stub-s']!.name).toBe('crystal');
    expect(PATH_CARDS['crystal-dead-n']!.name).toBe('crystal');
    expect(PATH_CARDS['curve-nw-stub-s']!.name).toBe('stub');
    expect(PATH_CARDS['dead-t-ns-e']!.name).toBe('dead');
    expect(PATH_CARDS['goal-stone-nw']!.name).toBe('goal-stone');
  });

  it('the name agrees with the card table features it stands for (doors, ladders, crystals)', () => {
    for (const id of PATH_CARD_IDS) {
      const d = PATH_CARDS[id];
      if (d!.door) expect(d!.name).toBe(`door-${d!.door}`);
      if (d!.crystals > 0) expect(d!.name).toBe('crystal');
      if (d!.ladder && !d!.fixed) expect(d!.name).toBe('ladder');
    }
  });

  it('the rules page counts the plain tunnels by name and every other kind as its family', () => {
    const row = (id: string) => RULES_REFERENCE.cards.find((c) => c.ids.includes(id))!;
    expect(row('t-ns-e').ids).toEqual(['t-ns-e', 't-ew-n']);
    expect(row('t-ns-e').family).toBe('path');
    expect(row('t-ns-e').classic).toBe(10);
    expect(row('door-green-ns-stub-e').family).toBe('door-green');
    expect(row('ns-stubs-ew').ids).toEqual([
      'ns-stub-e',
      'curve-nw-stub-s',
      'curve-ne-stub-s',
      'ew-stubs-ns',
      'ns-stubs-ew',
    ]);
  });
});
