// Seats and options for a loaded game in one of its modes, then Start: creates the session (with
// its mode) and opens it. Seat kinds and player counts are the mode's.
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { type GameModule, type LoadedGame, type ModeInfo } from '../../kit/game';
import { freshSeed } from '../../kit/random';
import type { SeatInfo } from '../../kit/session';
import { SeatBadge } from '../../kit/ui/SeatBadge';
import { useSessions } from '../../store/sessions';
import { lookAlikeSeats } from './nameLookalikes';
import { useSettings } from '../../store/settings';
import { href, navigate } from '../router';
import {
  addSeat,
  sharedColours,
  clampSeatCount,
  defaultSeatCount,
  defaultSeats,
  isPlaceholderName,
  moveSeat,
  placeRecentName,
  removeSeat,
  rosterEntriesOf,
  seatProblems,
  setSeatColour,
  toSeatInfos,
  unusedRecentNames,
  updateSeat,
  type SeatDraft,
  type SeatLimits,
  type SeatPlayer,
  type SeatProblem,
} from './seats';
import { SeatRow } from './SeatRow';
import { useLinkedPhones } from '../multi/netHost';
import { useMultiT } from '../multi/strings';
import { isBot, PERSON } from '../../kit/botSeat';
import { THIS_PHONE } from '../../kit/seatPlace';
import { FirstGameChoice } from './FirstGameChoice';

function limitsOf(mode: ModeInfo, game: LoadedGame, config: unknown): SeatLimits {
  return game.seatLimits?.(config) ?? { min: mode.minPlayers, max: mode.maxPlayers };
}

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

  // several phones (issue 14): seat key → the guest phone playing it (none: this phone)
  const multi = useMultiT();
  const linked = useLinkedPhones((s) => s.phones);
  const [phoneOf, setPhoneOf] = useState<Record<number, string>>({});
  const phoneChoices = linked.map((p, i) => {
    const label = multi('phoneOf', { name: p.name || multi('phoneN', { n: i + 1 }) });
    return { token: p.token, label: p.online ? label : `${label} (${multi('offline')})` };
  });
  const onPhoneOf = (seat: SeatDraft) => phoneOf[seat.key] ?? null;
  const givePhone = (i: number, token: string | null) => {
    const seat = seats[i];
    if (!seat) return;
    setPhoneOf((m) => {
      const next = { ...m };
      if (token) next[seat.key] = token;
      else delete next[seat.key];
      return next;
    });
    const phoneName = linked.find((p) => p.token === token)?.name;
    if (phoneName && isPlaceholderName(seat.name) && !seats.some((s) => s.name === phoneName))
      changeSeats(updateSeat(seats, i, { name: phoneName }));
  };

  const [firstGame, setFirstGame] = useState(false);
  const limits = limitsOf(mode, game, config);
  const lang = useSettings((s) => s.lang);
  const blocker = game.startBlocker?.(config)?.[lang] ?? null;
  const problems = seatProblems(seats, limits, mode.seatWho);
  const recent = unusedRecentNames(roster, seats);
  const lookAlike = lookAlikeSeats(seats.map((s) => s.name));
  // issue 33 item 4: what starts here, a file imports: look-alike names in one colour are refused
  // as an import refuses them, and seats that share a colour (9 seats or more) are said
  const shared = sharedColours(seats);
  const clash = lookAlike.filter(([a, b]) => shared.some(([x, y]) => x === a && y === b));
  const canStart = problems.length === 0 && blocker === null && clash.length === 0;

  const changeSeats = (next: SeatDraft[]) =>
    setForm((f) => ({ seats: next, config: game.configFor(toSeatInfos(next), f.config, 'draft') }));

  const describe = (p: SeatProblem): string => {
    switch (p.key) {
      case 'playersRange':
        return t('playersRange', p.params);
      case 'nameEmpty':
        return t('nameEmpty', p.params);
      case 'namesUnique':
        return t('namesUnique');
      case 'needHuman':
        return t('needHuman');
    }
  };
  const problemOfSeat = (i: number) => {
    const p = problems.find((q) => 'seat' in q && q.seat === i);
    return p ? describe(p) : null;
  };

  const start = () => {
    if (!canStart) return;
    const infos: SeatInfo[] = toSeatInfos(seats);
    useSettings.getState().remember(rosterEntriesOf(infos));
    const store = useSessions.getState();
    const id = store.create(module.id, config, infos, freshSeed(), mode.id, firstGame);
    const phoneOfSeat = seats.map((s) => (isBot(s) ? null : onPhoneOf(s)));
    const onPhones = new Set(phoneOfSeat);
    if (phoneOfSeat.some((p) => p !== null))
      store.setPhones(id, {
        phoneOfSeat,
        names: Object.fromEntries(linked.filter((p) => onPhones.has(p.token)).map((p) => [p.token, p.name])),
      });
    navigate({ name: 'play', sessionId: id });
  };

  const Panel = game.SetupPanel;
  return (
    <>
      <div className="page new-game">
        {modeNow}
        <section aria-labelledby="seats-title">
          <h2 id="seats-title">
            {t('seats')} <span className="muted num">({t('seatsLimit', { count: seats.length })})</span>
          </h2>
          <p className="muted">{t('playersRange', { min: limits.min, max: limits.max })}</p>
          <ol className="seat-list">
            {seats.map((seat, i) => (
              <SeatRow
                key={seat.key}
                seat={seat}
                index={i}
                count={seats.length}
                who={mode.seatWho}
                where={mode.seatWhere}
                canRemove={seats.length > Math.max(1, limits.min)}
                problem={problemOfSeat(i)}
                onChange={(patch) => changeSeats(updateSeat(seats, i, patch))}
                onColour={(c) => changeSeats(setSeatColour(seats, i, c))}
                onMove={(d) => changeSeats(moveSeat(seats, i, d))}
                onRemove={() => changeSeats(removeSeat(seats, i))}
                phones={phoneChoices}
                phone={onPhoneOf(seat)}
                phoneWords={{ select: multi('playsOn', { n: i + 1 }), here: multi('thisPhone') }}
                onPhone={(token) => givePhone(i, token)}
              />
            ))}
          </ol>
          {phoneChoices.length > 0 && <p className="muted net-table-hint">{multi('tableDisplayHint')}</p>}
          <button
            type="button"
            className="btn add-seat"
            disabled={seats.length >= limits.max}
            onClick={() => changeSeats(addSeat(seats, roster, defaultPlayer, placeholder))}
          >
            <span aria-hidden="true">+</span> {t('addSeat')}
          </button>
        </section>
        {recent.length > 0 && (
          <section aria-labelledby="roster-title">
            <h2 id="roster-title">{t('roster')}</h2>
            <ul className="roster-list">
              {recent.map((r) => (
                <li key={r.name}>
                  <button
                    type="button"
                    className="btn roster-chip"
                    aria-label={t('useRecentName', { name: r.name })}
                    onClick={() => changeSeats(placeRecentName(seats, r, limits, defaultPlayer))}
                  >
                    <SeatBadge seat={r} size={24} />
                    <span>{r.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
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
            <Panel
              config={config}
              seats={toSeatInfos(seats)}
              onChange={(next) => setForm((f) => ({ ...f, config: next }))}
            />
          </section>
        )}
      </div>
      <div className="bottom-bar">
        {!canStart && (
          <div className="start-problems" aria-live="polite">
            <p className="error-text">
              <span aria-hidden="true">⚠ </span>
              {t('toStart')}
            </p>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{describe(p)}</li>
              ))}
              {blocker && <li>{blocker}</li>}
              {clash.map(([a, b]) => (
                <li key={`clash-${a}-${b}`}>{t('namesLookAlikeColour', { a: a + 1, b: b + 1 })}</li>
              ))}
            </ul>
          </div>
        )}
        {shared.map(([a, b]) => (
          <p key={`colour-${a}-${b}`} className="error-text name-warning" role="status">
            <span aria-hidden="true">⚠ </span>
            {t('coloursShared', { a: a + 1, b: b + 1 })}
          </p>
        ))}
        {lookAlike.map(([a, b]) => (
          <p key={`${a}-${b}`} className="error-text name-warning" role="status">
            <span aria-hidden="true">⚠ </span>
            {t('namesLookAlike', { a: a + 1, b: b + 1 })}
          </p>
        ))}
        <button type="button" className="btn btn-primary btn-big" disabled={!canStart} onClick={start}>
          {t('start')}
        </button>
      </div>
    </>
  );
}
