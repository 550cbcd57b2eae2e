// The new-game form's seats and the game's options: the first seats (the roster's names, clamped to
// the counts the last options allow) and the options of this game's last game in this mode; a
// change of seats lets the game fit its options to them (configFor).
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import type { LoadedGame, ModeInfo } from '../../kit/game';
import { PERSON } from '../../kit/botSeat';
import { THIS_PHONE } from '../../kit/seatPlace';
import { useSettings } from '../../store/settings';
import {
  clampSeatCount,
  defaultSeatCount,
  defaultSeats,
  toSeatInfos,
  type SeatDraft,
  type SeatLimits,
  type SeatPlayer,
} from './seats';

export function limitsOf(mode: ModeInfo, game: LoadedGame, config: unknown): SeatLimits {
  return game.seatLimits?.(config) ?? { min: mode.minPlayers, max: mode.maxPlayers };
}

export function useSeatsForm(mode: ModeInfo, game: LoadedGame, lastConfig: unknown) {
  const t = useT();
  const roster = useSettings((s) => s.roster);
  const defaultPlayer: SeatPlayer = {
    who: mode.seatWho[0]?.id ?? PERSON,
    where: mode.seatWhere[0]?.id ?? THIS_PHONE,
  };
  const placeholder = (n: number) => t('playerN', { n });

  const [{ seats, config }, setForm] = useState(() => {
    const base = { min: mode.minPlayers, max: mode.maxPlayers };
    let seats = defaultSeats(defaultSeatCount(base), roster, defaultPlayer, placeholder);
    let config = game.configFor(toSeatInfos(seats), lastConfig, 'last-game');
    const limits = limitsOf(mode, game, config);
    const count = clampSeatCount(seats.length, limits);
    if (count !== seats.length) {
      seats = defaultSeats(count, roster, defaultPlayer, placeholder);
      config = game.configFor(toSeatInfos(seats), config, 'draft');
    }
    return { seats, config };
  });

  const changeSeats = (next: SeatDraft[]) =>
    setForm((f) => ({ seats: next, config: game.configFor(toSeatInfos(next), f.config, 'draft') }));
  const changeConfig = (next: unknown) => setForm((f) => ({ ...f, config: next }));
  return { roster, defaultPlayer, placeholder, seats, config, changeSeats, changeConfig };
}
