// #/multi, several phones at one table. The host links guest phones (its offer code, their
// answers), sees them listed, and picks a game: the new-game screen then gives seats to them.
// A guest types its name, scans the host's code, shows its answer, and waits for the game;
// then it plays it here (GuestGame). Links live in netHost/netGuest and outlive this screen.
import { useState } from 'react';
import { GAMES } from '../../games/registry';
import { useLang } from '../../i18n/useT';
import { useSettings } from '../../store/settings';
import { TopBar } from '../home/TopBar';
import { useSavedSessions } from '../home/useSavedSessions';
import { href } from '../router';
import { ReadCode, ShowCode } from './CodeParts';
import { GuestGame } from './GuestGame';
import { LinkPhone } from './LinkPhone';
import { joinHost, useGuest } from './netGuest';
import { hostTable, useLinkedPhones } from './netHost';
import { useMultiT } from './strings';
import './multi.css';

type Role = 'choose' | 'host' | 'guest';

function HostLobby() {
  const t = useMultiT();
  const lang = useLang();
  const phones = useLinkedPhones((s) => s.phones);
  const left = useLinkedPhones((s) => s.left);
  const sessions = useSavedSessions();
  const running = left && sessions[left.sessionId]?.finished === false ? left : null;
  return (
    <>
      {running && (
        // issue 30: the game left a moment ago still runs on the phones: back to it, not only new ones
        <section className="multi-card" aria-labelledby="running-title">
          <h2 id="running-title">{t('runningTitle')}</h2>
          <a className="btn btn-primary" href={href({ name: 'play', sessionId: running.sessionId })}>
            {t('backTo', { game: GAMES.find((g) => g.id === running.gameId)?.title[lang] ?? '' })}
          </a>
        </section>
      )}
      <section className="multi-card" aria-labelledby="phones-title">
        <h2 id="phones-title">{t('phonesTitle')}</h2>
        {phones.length === 0 ? (
          <p>{t('noPhones')}</p>
        ) : (
          <ul className="multi-phones">
            {phones.map((p, i) => (
              <li key={p.token} data-online={p.online ? 'yes' : 'no'}>
                <span aria-hidden="true">{p.online ? '●' : '○'} </span>
                {p.name || t('phoneN', { n: i + 1 })} — {p.online ? t('online') : t('offline')}
              </li>
            ))}
          </ul>
        )}
      </section>
      {phones.length > 0 && (
        <section className="multi-card" aria-labelledby="games-title">
          <h2 id="games-title">{t(running ? 'chooseNewGame' : 'chooseGame')}</h2>
          <p className="muted">{t('chooseGameHint')}</p>
          {GAMES.filter((g) => g.playable).map((g) => (
            <a key={g.id} className="btn btn-primary" href={href({ name: 'new', gameId: g.id })}>
              {g.title[lang]}
            </a>
          ))}
        </section>
      )}
      <LinkPhone />
    </>
  );
}

function GuestJoin() {
  const t = useMultiT();
  const status = useGuest((s) => s.status);
  const roster = useSettings((s) => s.roster);
  const [name, setName] = useState(() => roster[0]?.name ?? '');
  const [answer, setAnswer] = useState<string | null>(null);
  if (status === 'lobby')
    return (
      <section className="multi-card" aria-live="polite">
        <h2 className="multi-connected">{t('connected')}</h2>
        <p>{t('waitHost')}</p>
      </section>
    );
  if (answer)
    return (
      <>
        <ShowCode code={answer} heading={t('guestShow')} />
        <output>{t('connecting')}</output>
      </>
    );
  return (
    <>
      <label className="multi-name">
        {t('yourName')}
        <input
          type="text"
          value={name}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <ReadCode scanLabel={t('scanHost')} onCode={async (offer) => setAnswer(await joinHost(offer, name))} />
    </>
  );
}

export function MultiScreen() {
  const t = useMultiT();
  const guest = useGuest();
  const [role, setRole] = useState<Role>(() =>
    guest.status !== 'idle' ? 'guest' : hostTable.phones().length > 0 ? 'host' : 'choose',
  );
  // a guest whose link dropped scans again; a new join remounts the join steps
  const [joinAttempt, setJoinAttempt] = useState(0);
  const playing = role === 'guest' && guest.game !== null && guest.state !== null;
  const rejoining = joinAttempt > 0 && (guest.status === 'lost' || guest.status === 'linking');

  if (playing && !rejoining) return <GuestGame rejoin={() => setJoinAttempt((n) => n + 1)} />;
  return (
    <div className="multi">
      <TopBar title={t('title')} />
      <div className="page">
        {role === 'choose' && (
          <>
            <p>{t('intro')}</p>
            <button type="button" className="btn btn-primary btn-big" onClick={() => setRole('host')}>
              {t('host')}
            </button>
            <button type="button" className="btn btn-big" onClick={() => setRole('guest')}>
              {t('join')}
            </button>
          </>
        )}
        {role === 'host' && <HostLobby />}
        {role === 'guest' && <GuestJoin key={joinAttempt} />}
      </div>
    </div>
  );
}
