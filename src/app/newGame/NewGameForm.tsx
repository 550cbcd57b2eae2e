// Seats and options for a loaded game in one of its modes, then Start: creates the session (with
// its mode) and opens it. Seat kinds and player counts are the mode's. Its parts: the seats
// (SeatsSection), the recent names (RecentNames), the first-game choice, the game's options and
// the bar with Start (StartBar); the form's state is useSeatsForm's and useSeatPhones'.
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { type GameModule, type LoadedGame, type ModeInfo } from '../../kit/game';
import { freshSeed } from '../../kit/random';
import { useSessions } from '../../store/sessions';
import { useSettings } from '../../store/settings';
import { href, navigate } from '../router';
import { addSeat, placeRecentName, rosterEntriesOf, toSeatInfos, unusedRecentNames } from './seats';
import { FirstGameChoice } from './FirstGameChoice';
import { RecentNames } from './RecentNames';
import { SeatsSection } from './SeatsSection';
import { StartBar } from './StartBar';
import { startChecks } from './startChecks';
import { useSeatPhones } from './useSeatPhones';
import { useSeatsForm } from './useSeatsForm';

export function NewGameForm({
  module,
  mode,
  game,
  lastConfig,
  modeNow,
}: {
  module: GameModule;
  /** the way it is played: who and where its seats play, and its player counts */
  mode: ModeInfo;
  game: LoadedGame;
  /** the options of this game's most recent saved game in this mode (useLastConfig) */
  lastConfig?: unknown;
  /** the chosen mode and a way to change it, for a game with more than one */
  modeNow: ReactNode;
}) {
  const t = useT();
  const { roster, defaultPlayer, placeholder, seats, config, changeSeats, changeConfig } = useSeatsForm(
    mode,
    game,
    lastConfig,
  );
  // several phones (issue 14): seat key → the guest phone playing it (none: this phone)
  const phones = useSeatPhones(seats, changeSeats);
  const [firstGame, setFirstGame] = useState(false);
  const lang = useSettings((s) => s.lang);
  const checks = startChecks(seats, config, mode, game, lang);
  const { limits } = checks;
  const recent = unusedRecentNames(roster, seats);

  const start = () => {
    if (!checks.canStart) return;
    const infos = toSeatInfos(seats);
    useSettings.getState().remember(rosterEntriesOf(infos));
    const store = useSessions.getState();
    const id = store.create(module.id, config, infos, freshSeed(), mode.id, firstGame);
    const saved = phones.saved();
    if (saved) store.setPhones(id, saved);
    navigate({ name: 'play', sessionId: id });
  };

  const Panel = game.SetupPanel;
  return (
    <>
      <div className="page new-game">
        {modeNow}
        <SeatsSection
          seats={seats}
          limits={limits}
          mode={mode}
          problems={checks.problems}
          changeSeats={changeSeats}
          phones={phones}
          onAdd={() => changeSeats(addSeat(seats, roster, defaultPlayer, placeholder))}
        />
        {recent.length > 0 && (
          <RecentNames
            recent={recent}
            onUse={(r) => changeSeats(placeRecentName(seats, r, limits, defaultPlayer))}
          />
        )}
        {roster.length > 0 && (
          <a className="btn btn-link roster-history" href={href({ name: 'players' })}>
            {t('playerHistory')}
          </a>
        )}
        <FirstGameChoice on={firstGame} onChange={setFirstGame} />
        {Panel && (
          <section aria-labelledby="options-title" className="card">
            <h2 id="options-title">{t('options')}</h2>
            <Panel config={config} seats={toSeatInfos(seats)} onChange={changeConfig} />
          </section>
        )}
      </div>
      <StartBar checks={checks} onStart={start} />
    </>
  );
}
