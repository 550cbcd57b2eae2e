// Rule (issue #8): live regions announce what just happened: whose turn it is after a handoff,
// each step of the resolution, and a roll. A region must already be in the page when its text
// changes (one inserted together with its text is often not read), so these tests also check
// that the same element carries the new message.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RuleError, SeatAction } from '../../src/kit/rules';
import type { Session } from '../../src/kit/session';
import { rules as vpRules } from '../../src/games/village-pillage/rules';
import { VillagePillageScreen } from '../../src/games/village-pillage/ui/VillagePillageScreen';
import { parts as rvGame } from '../../src/games/rolling-village/game';
import { RollingVillageScreen } from '../../src/games/rolling-village/ui/RollingVillageScreen';
import { configFor } from '../../src/games/rolling-village/rules/setup-config';
import type { SeatInfo } from '../../src/kit/session';
import { THIS_PHONE } from '../../src/kit/seatPlace';
import { useSettings } from '../../src/store/settings';
import { screenProps } from '../kit/screenProps';
import { confirmHandoff, pressArmed } from '../support/freshPress';

const rvRules = rvGame.rules;

const seats = (n: number, who: string): SeatInfo[] =>
  Array.from({ length: n }, (_, i) => ({
    name: ['Anna', 'Boris', 'Carl'][i]!,
    colour: i,
    who,
    where: THIS_PHONE,
  }));

function Host({ gameId, initial, n, who }: { gameId: string; initial: unknown; n: number; who: string }) {
  const [state, setState] = useState(initial);
  const rules = gameId === 'village-pillage' ? vpRules : rvRules;
  const session = {
    id: 'live',
    gameId,
    seats: seats(n, who),
    config: (initial as { config: unknown }).config,
    seed: 1,
    actions: [],
  } as unknown as Session;
  const dispatch = (a: SeatAction): RuleError | null => {
    try {
      setState((s: unknown) => (rules.apply as (s: unknown, a: unknown) => unknown)(s, a));
      return null;
    } catch (e) {
      return e as RuleError;
    }
  };
  return gameId === 'village-pillage' ? (
    <VillagePillageScreen {...screenProps(vpRules, session, state as never, dispatch)} />
  ) : (
    <RollingVillageScreen {...screenProps(rvRules, session, state as never, dispatch)} />
  );
}

const statuses = () => [...document.querySelectorAll<HTMLElement>('[role=status]')];
const announced = () => statuses().map((e) => e.textContent ?? '');

async function plan(user: ReturnType<typeof userEvent.setup>, who: string) {
  await confirmHandoff(user, who);
  const cards = document.querySelectorAll<HTMLButtonElement>('.vp-plan .vp-hand-card:not([disabled])');
  await user.click(cards[0]!);
  await user.click(cards[1]!);
  await pressArmed(user, screen.getByRole('button', { name: /^Done/ }));
  // only the plan before the reveal asks (issue 23 item 7)
  const ask = document.querySelector<HTMLElement>('dialog[open]');
  if (ask) await user.click(within(ask).getByRole('button', { name: 'Confirm plan' }));
}

beforeEach(() => {
  sessionStorage.clear();
  useSettings.setState({ lang: 'en', games: { 'village-pillage': { pace: 0 } } });
});

describe('live regions', () => {
  it('Village Pillage announces whose turn it is after each handoff, from one region that stays in place', async () => {
    const user = userEvent.setup();
    render(
      <Host
        gameId="village-pillage"
        initial={vpRules.setup(vpRules.defaultConfig(3), 5)}
        n={3}
        who="person"
      />,
    );
    const region = statuses().find((e) => e.getAttribute('aria-live') === 'polite')!;
    expect(region.textContent).toBe('Next: Anna chooses');
    await plan(user, 'Anna');
    expect(region.isConnected, 'the same region is still in the page').toBe(true);
    expect(region.textContent).toBe('Next: Boris chooses');
    await plan(user, 'Boris');
    expect(region.textContent).toBe('Next: Carl chooses');
  });

  it('Village Pillage announces each resolution step as the playback moves on', async () => {
    const user = userEvent.setup();
    render(
      <Host
        gameId="village-pillage"
        initial={vpRules.setup(vpRules.defaultConfig(3), 7)}
        n={3}
        who="person"
      />,
    );
    for (const who of ['Anna', 'Boris', 'Carl']) await plan(user, who);
    const title = () => document.querySelector('#vp-pb-title')?.textContent ?? '';
    expect(title()).not.toBe('');
    const first = title();
    expect(announced().some((m) => m.startsWith(`${first}.`))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next', exact: true } as never));
    expect(document.querySelector('.vp-pb-count')).toHaveTextContent(/Step 2 of/);
    const lines = [...document.querySelectorAll('.vp-pb-lines p')].map((p) => p.textContent).join(' ');
    expect(announced()).toContain(`${title()}. ${lines}`);
  });

  it('Rolling Village announces the roll in words in a region that was there before the roll', async () => {
    const user = userEvent.setup();
    const seatList = seats(1, 'person');
    const config = { ...configFor(seatList, null, 'last-game'), shared: null };
    render(<Host gameId="rolling-village" initial={rvRules.setup(config, 11)} n={1} who="person" />);
    const region = statuses().find((e) => e.getAttribute('aria-live') === 'polite')!;
    expect(region?.isConnected).toBe(true);
    await user.click(screen.getByTestId('rv-roll'));
    expect(region.isConnected).toBe(true);
    expect(region).toHaveTextContent(/^Setup roll: die \d: (house|forest|lake) and die \d/);
  });
});
