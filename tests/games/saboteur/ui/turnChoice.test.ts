// The turn screen's pure turn-choice reducer (issue 11 item 6): choosing a card, turning it,
// choosing a spot or a target, cancelling and confirming, over real seat views. Every action
// it builds must be one the rules accept.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../../src/games/saboteur/rules';
import type { CardId, Config, State, View } from '../../../../src/games/saboteur/rules/types';
import {
  EMPTY_CHOICE,
  passAction,
  reduceTurn,
  turnAction,
  type TurnChoice,
  type TurnEvent,
} from '../../../../src/games/saboteur/ui/turnChoice';

/** A fresh round (empty maze, §16 `E`) with seat 0 to move holding `hand`. */
function stateWith(mode: Config['mode'], hand: CardId[], players = 4, seed = 7): State {
  const s = rules.setup({ mode, players, firstPlayer: 0 }, seed);
  const hands = s.hands.map((h, i) => (i === 0 ? hand.slice() : h));
  return { ...s, hands, current: 0 };
}

function run(view: View, ...events: TurnEvent[]): TurnChoice {
  return events.reduce((c, e) => reduceTurn(view, c, e), EMPTY_CHOICE);
}

const me = (s: State) => rules.view(s, 0);

describe('turn choice reducer', () => {
  it('choosing a path card picks the way it fits; tapping a spot that fits only turned turns it (§16.1)', () => {
    const s = stateWith('classic', ['curve-nw', 'straight-ew', 'map', 'break-cart', 'cross', 'rockfall']);
    const v = me(s);
    // §16.1: curve-nw fits unturned at (1,0) and (0,1), turned at (0,-1) and (-1,0)
    const chosen = run(v, { type: 'card', index: 0 });
    expect(chosen).toMatchObject({ selected: 0, rotated: false, spot: null });
    expect(turnAction(v, chosen)).toBeNull();
    const atEast = run(v, { type: 'card', index: 0 }, { type: 'cell', x: 1, y: 0 });
    expect(turnAction(v, atEast)).toEqual({
      type: 'place',
      seat: 0,
      card: 'curve-nw',
      x: 1,
      y: 0,
      rotated: false,
    });
    const atNorth = run(v, { type: 'card', index: 0 }, { type: 'cell', x: 0, y: -1 });
    expect(atNorth).toMatchObject({ rotated: true, spot: { x: 0, y: -1 }, why: null });
    // the action it builds is legal: the rules accept it
    const after = rules.apply(s, turnAction(v, atNorth)!);
    expect(after.maze.placed).toContainEqual({ x: 0, y: -1, card: 'curve-nw', rotated: true });
  });

  it('rotating keeps the chosen spot only where the card still fits turned the new way (§2.1)', () => {
    const v = me(stateWith('classic', ['curve-nw', 'cross', 'cross', 'cross', 'cross', 'cross']));
    const placed = run(v, { type: 'card', index: 0 }, { type: 'cell', x: 1, y: 0 }, { type: 'rotate' });
    expect(placed).toMatchObject({ rotated: true, spot: null });
    expect(turnAction(v, placed)).toBeNull();
    // a cross fits both ways: the spot stays
    const cross = run(v, { type: 'card', index: 1 }, { type: 'cell', x: 1, y: 0 }, { type: 'rotate' });
    expect(cross).toMatchObject({ rotated: true, spot: { x: 1, y: 0 } });
    expect(turnAction(v, cross)).toMatchObject({ type: 'place', x: 1, y: 0, rotated: true });
  });

  it('tapping a cell where the card cannot go says why (the rules’ reason) and chooses nothing', () => {
    const v = me(stateWith('classic', ['curve-nw', 'cross', 'cross', 'cross', 'cross', 'cross']));
    // far from every card: nothing to connect to
    const far = run(v, { type: 'card', index: 0 }, { type: 'cell', x: 4, y: 3 });
    expect(far).toMatchObject({ spot: null, why: 'not-connected' });
    expect(turnAction(v, far)).toBeNull();
    // a good tap afterwards clears the reason
    expect(
      run(v, { type: 'card', index: 0 }, { type: 'cell', x: 4, y: 3 }, { type: 'cell', x: 1, y: 0 }).why,
    ).toBe(null);
  });

  it('a card with a single legal answer is chosen with it: Theft has only its own seat (§8)', () => {
    const s = stateWith('deluxe', ['theft', 'cross', 'cross', 'cross', 'cross', 'cross'], 5);
    const v = me(s);
    const c = run(v, { type: 'card', index: 0 });
    expect(c.target).toEqual({ seat: 0, why: null });
    const a = turnAction(v, c);
    expect(a).toEqual({ type: 'play', seat: 0, card: 'theft', targetSeat: 0 });
    expect(rules.apply(s, a!).front[0]!.map((f) => f.card)).toEqual(['theft']);
  });

  it('a path card with one legal spot comes with that spot chosen: one tap less (issue 13 item 6)', () => {
    const v = me(stateWith('classic', ['curve-nw', 'cross', 'cross', 'cross', 'cross', 'cross']));
    const choice = v.turn!.cards['curve-nw']!;
    if (choice.use !== 'path') throw new Error('curve-nw is a path card');
    // the same view, as the rules would give it with only (1,0) left free
    const one: View = {
      ...v,
      turn: { ...v.turn!, cards: { ...v.turn!.cards, 'curve-nw': { ...choice, spots: [choice.spots[2]!] } } },
    };
    expect(choice.spots[2]).toEqual({ x: 1, y: 0, rotated: false });
    const c = run(one, { type: 'card', index: 0 });
    expect(c).toMatchObject({ spot: { x: 1, y: 0 }, rotated: false });
    expect(turnAction(one, c)).toMatchObject({ type: 'place', card: 'curve-nw', x: 1, y: 0 });
  });

  it('a break card targets a chosen seat; a seat the rules refuse shows its reason instead (§8)', () => {
    const s = stateWith('classic', ['break-cart', 'break-cart', 'cross', 'cross', 'cross', 'cross']);
    const broken = rules.apply(s, { type: 'play', seat: 0, card: 'break-cart', targetSeat: 2 });
    // back to seat 0 with seat 2's cart already broken
    const v = me({ ...broken, current: 0 });
    const targets = v.turn!.cards['break-cart']!;
    if (targets.use !== 'seat') throw new Error('break-cart targets a seat');
    const seat2 = targets.targets.find((t) => t.seat === 2)!;
    expect(seat2.why).toBe('already-broken');
    const refused = run(v, { type: 'card', index: 0 }, { type: 'target', target: seat2 });
    expect(refused).toMatchObject({ target: null, why: 'already-broken' });
    const seat1 = targets.targets.find((t) => t.seat === 1)!;
    const ok = run(v, { type: 'card', index: 0 }, { type: 'target', target: seat1 });
    expect(turnAction(v, ok)).toEqual({ type: 'play', seat: 0, card: 'break-cart', targetSeat: 1 });
  });

  it('cancel and choosing the same card again both clear the choice', () => {
    const v = me(stateWith('classic', ['curve-nw', 'cross', 'cross', 'cross', 'cross', 'cross']));
    expect(run(v, { type: 'card', index: 0 }, { type: 'cell', x: 1, y: 0 }, { type: 'cancel' })).toEqual(
      EMPTY_CHOICE,
    );
    expect(run(v, { type: 'card', index: 0 }, { type: 'card', index: 0 })).toEqual(EMPTY_CHOICE);
  });

  it('Deluxe pass ticks one to three cards, never a fourth (§5); classic passes the chosen card', () => {
    const hand: CardId[] = ['cross', 'map', 'rockfall', 'theft', 'curve-nw', 'cross'];
    const s = stateWith('deluxe', hand, 5);
    const v = me(s);
    const ticked = run(
      v,
      { type: 'mode', mode: 'pass' },
      { type: 'card', index: 1 },
      { type: 'card', index: 2 },
      { type: 'card', index: 3 },
      { type: 'card', index: 4 },
    );
    expect(ticked.multi).toEqual([1, 2, 3]);
    const a = passAction(v, ticked);
    expect(a).toEqual({ type: 'pass', seat: 0, discard: ['map', 'rockfall', 'theft'] });
    expect(rules.apply(s, a!).hands[0]).toHaveLength(6);
    expect(passAction(v, run(v, { type: 'mode', mode: 'pass' }))).toBeNull();
    // classic: the chosen card is the one discarded
    const c = stateWith('classic', hand);
    expect(passAction(me(c), run(me(c), { type: 'card', index: 2 }))).toEqual({
      type: 'pass',
      seat: 0,
      discard: ['rockfall'],
    });
  });

  it('a pass or heal sends the discard the view lists, whatever order the cards were ticked in (§5, §15)', () => {
    const hand: CardId[] = ['theft', 'map', 'cross', 'rockfall', 'curve-nw', 'cross'];
    const s0 = stateWith('deluxe', hand, 5);
    const s = {
      ...s0,
      front: s0.front.map((f, i) => (i === 0 ? [{ card: 'break-cart', order: 0 }] : f)),
    } as State;
    const v = me(s);
    const legal = JSON.stringify(rules.legalActions(s, 0));
    // ticked theft, map, cross: sent as legalActions names it (ids sorted)
    const pass = passAction(
      v,
      run(
        v,
        { type: 'mode', mode: 'pass' },
        ...[0, 1, 2].map((index) => ({ type: 'card', index }) as TurnEvent),
      ),
    );
    expect(pass).toEqual({ type: 'pass', seat: 0, discard: ['cross', 'map', 'theft'] });
    expect(legal).toContain(JSON.stringify(pass));
    // the heal: ticks stop at view.turn.heal.discard (2); the third tap adds nothing
    const healed = run(
      v,
      { type: 'mode', mode: 'heal' },
      { type: 'card', index: 3 },
      { type: 'card', index: 0 },
      { type: 'card', index: 1 },
    );
    expect(healed.multi).toEqual([3, 0]);
    const heal = turnAction(v, healed);
    expect(heal).toEqual({ type: 'heal', seat: 0, discard: ['rockfall', 'theft'], remove: 'break-cart' });
    expect(legal).toContain(JSON.stringify(heal));
    // one card ticked is no heal yet
    expect(turnAction(v, run(v, { type: 'mode', mode: 'heal' }, { type: 'card', index: 3 }))).toBeNull();
  });

  it('every spot, target and goal offered turns into an action the rules accept (Map, Rockfall, paths)', () => {
    const hand: CardId[] = ['map', 'rockfall', 'curve-ne', 't-ns-e', 'inspection', 'swap-hats'];
    const s0 = stateWith('deluxe', hand, 6);
    // one card on the maze so Rockfall has a target
    const s = { ...s0, maze: { ...s0.maze, placed: [{ x: 1, y: 0, card: 'cross', rotated: false }] } };
    const v = me(s);
    let checked = 0;
    hand.forEach((card, index) => {
      const choice = v.turn!.cards[card]!;
      let events: TurnEvent[][];
      if (choice.use === 'path') events = choice.spots.map((p) => [{ type: 'cell', x: p.x, y: p.y }]);
      else if ('targets' in choice)
        events = choice.targets.filter((t) => t.why === null).map((t) => [{ type: 'target', target: t }]);
      else events = choice.cells.map((p) => [{ type: 'cell', x: p.x, y: p.y }]);
      for (const evs of events) {
        const a = turnAction(v, run(v, { type: 'card', index }, ...evs));
        expect(a, `${card} ${JSON.stringify(evs)}`).not.toBeNull();
        expect(() => rules.apply(s, a!)).not.toThrow();
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(10);
  });
});
